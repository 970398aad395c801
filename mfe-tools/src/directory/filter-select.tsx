import type { ReactNode } from 'react';
import { NATIVE_SUBMIT_MARK } from '@toolverse/contracts';

const selectClass = 'min-w-0 flex-1 rounded-lg border border-space-600 bg-space-900 px-3 py-2 text-ink';
const showClass =
  'rounded-lg border border-space-600 px-3 py-2 text-sm font-semibold text-ink hover:border-glow-cyan island-hydrated:hidden';

export interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  /** The query parameter the choice is sent as. */
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /**
   * Where the choice leads without a script: the select sits in a GET form with a Show button that
   * opens that page (a page prerendered for each choice). Once the island runs the choice applies
   * at once and Show steps aside. Without `action`, the select works only in the island.
   */
  action?: string;
  children?: ReactNode;
}

/** One of the directory's choices (I am a..., Pricing, Sort by): a labelled select, a form of its own where it works without a script. */
export function FilterSelect<T extends string>({ id, label, name, value, options, onChange, action, children }: FilterSelectProps<T>) {
  const select = (
    <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value as T)} className={selectClass}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  const labelElement = (
    <label id={`${id}-label`} htmlFor={id} className="block font-semibold text-ink">
      {label}
    </label>
  );
  if (action === undefined)
    return (
      <div>
        {labelElement}
        <div className="mt-2 flex gap-2">{select}</div>
        {children}
      </div>
    );
  return (
    <form method="get" action={action} aria-labelledby={`${id}-label`} {...NATIVE_SUBMIT_MARK} onSubmit={(event) => event.preventDefault()}>
      {labelElement}
      <div className="mt-2 flex gap-2">
        {select}
        <button type="submit" className={showClass}>
          Show
        </button>
      </div>
      {children}
    </form>
  );
}
