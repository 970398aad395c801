export interface EditorsNoteProps {
  note: string;
}

/** What the reader should know before the story starts: a composite, or what a comparison did not do. */
export function EditorsNote({ note }: EditorsNoteProps) {
  return (
    <aside aria-label="Editor's note" className="mb-8 rounded-lg border border-glow-violet/60 bg-space-900 px-4 py-3 text-sm text-ink">
      <strong className="font-semibold">Editor&apos;s note: </strong>
      {note}
    </aside>
  );
}
