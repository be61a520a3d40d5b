// Spec §3's form-block input status and what the block shows for it.

export const inputStatus = {
  none: 0,
  notEdited: 1,
  complete: 2,
  error: 3,
  cannotEdit: 9,
} as const;

export type InputStatus = (typeof inputStatus)[keyof typeof inputStatus];

export interface InputStatusDisplay {
  /** The status label beside the block's title, or null for none. */
  label: string | null;
  /** The block's button, or null when it has none. */
  button: string | null;
  /** A block with status 0 is not shown at all (spec §4: viewable when the status is not 0). */
  visible: boolean;
}

export const inputStatusDisplay: Record<InputStatus, InputStatusDisplay> = {
  0: { label: null, button: null, visible: false },
  1: { label: null, button: '入力', visible: true },
  2: { label: '入力済み', button: '修正', visible: true },
  3: { label: '入力エラー', button: '修正', visible: true },
  9: { label: null, button: null, visible: true },
};
