// The ~120,000 postal-code areas of the catalogue, packed into a few typed arrays and one string
// table. As small objects they were about 57 MB of heap that every full garbage collection had to
// walk (~140 ms on the bench machine); packed they are ~3 MB in a dozen objects, so a collection
// never walks them, and a lookup builds only the few objects it answers with.

/** One area as the catalogue hands it over, in postal-code order. */
export interface AreaEntry {
  zip: number;
  /** Index of the municipality in the catalogue's list. */
  city: number;
  town: string;
}

/** Every distinct town name once, in one string, found by offsets. */
class StringTable {
  readonly #text: string;
  readonly #start: Uint32Array;

  constructor(names: readonly string[]) {
    this.#text = names.join('');
    this.#start = new Uint32Array(names.length + 1);
    for (let i = 0; i < names.length; i++) this.#start[i + 1] = this.#start[i]! + names[i]!.length;
  }

  get(id: number): string {
    return this.#text.slice(this.#start[id], this.#start[id + 1]);
  }

  /** Compares without building the string. */
  is(id: number, name: string): boolean {
    const start = this.#start[id]!;
    return this.#start[id + 1]! - start === name.length && this.#text.startsWith(name, start);
  }
}

export class PackedAreas {
  readonly #zip: Uint32Array;
  readonly #city: Uint16Array;
  readonly #town: Uint32Array;
  readonly #towns: StringTable;
  /** Row numbers grouped by municipality, each group in postal-code order. */
  readonly #cityRows: Uint32Array;
  readonly #cityRowStart: Uint32Array;

  constructor(entries: readonly AreaEntry[], cityCount: number) {
    const n = entries.length;
    this.#zip = new Uint32Array(n);
    this.#city = new Uint16Array(n);
    this.#town = new Uint32Array(n);
    const townIds = new Map<string, number>();
    const cityRowCount = new Uint32Array(cityCount);
    entries.forEach(({ zip, city, town }, row) => {
      if (row > 0 && zip < this.#zip[row - 1]!) throw new Error('areas must come in postal-code order');
      let townId = townIds.get(town);
      if (townId === undefined) townIds.set(town, (townId = townIds.size));
      this.#zip[row] = zip;
      this.#city[row] = city;
      this.#town[row] = townId;
      cityRowCount[city]!++;
    });
    this.#towns = new StringTable([...townIds.keys()]);

    this.#cityRowStart = new Uint32Array(cityCount + 1);
    for (let c = 0; c < cityCount; c++) this.#cityRowStart[c + 1] = this.#cityRowStart[c]! + cityRowCount[c]!;
    this.#cityRows = new Uint32Array(n);
    const fill = this.#cityRowStart.slice(0, cityCount);
    for (let row = 0; row < n; row++) this.#cityRows[fill[this.#city[row]!]!++] = row;
  }

  get size(): number {
    return this.#zip.length;
  }

  /** The rows of a postal code, in the order they were given. */
  rowsOfZip(zip: number): number[] {
    let low = 0;
    let high = this.#zip.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#zip[mid]! < zip) low = mid + 1;
      else high = mid;
    }
    const rows: number[] = [];
    for (let row = low; row < this.#zip.length && this.#zip[row] === zip; row++) rows.push(row);
    return rows;
  }

  /** The rows of a municipality, in postal-code order. */
  rowsOfCity(city: number): Uint32Array {
    return this.#cityRows.subarray(this.#cityRowStart[city], this.#cityRowStart[city + 1]);
  }

  zipOf(row: number): number {
    return this.#zip[row]!;
  }

  cityOf(row: number): number {
    return this.#city[row]!;
  }

  townOf(row: number): string {
    return this.#towns.get(this.#town[row]!);
  }

  /** Identifies a row's town name without building the string, for de-duplicating. */
  townIdOf(row: number): number {
    return this.#town[row]!;
  }

  townIs(row: number, name: string): boolean {
    return this.#towns.is(this.#town[row]!, name);
  }
}
