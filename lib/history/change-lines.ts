// What the history panel shows of each change, and what an Undo answers.

export type ChangeLine = {
  /** Unique in the list: `change:<id>` or `copy:<id>`. */
  key: string;
  /** Epoch ms. */
  at: number;
  words: string;
  /** 'available': an Undo button; 'undone': it was undone; 'none': this kind has no Undo. */
  undo: 'available' | 'undone' | 'none';
  /** What its Undo calls: the history's own, or a copy's (which deletes exactly what it made). */
  target: { kind: 'change'; id: number } | { kind: 'copy'; id: string };
};

export type UndoResult =
  | { status: 'undone'; words: string }
  /** The item changed since, by someone else: nothing was written; the manager may undo anyway. */
  | { status: 'changed-since'; words: string }
  | { status: 'nothing-left'; words: string };
