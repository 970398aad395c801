interface ProgressBarProps {
  /** Steps done. */
  value: number;
  max: number;
  label: string;
  valueText: string;
}

/** A progress bar that assistive technology reads as one (role="progressbar" with its values, not a styled div). */
export function ProgressBar({ value, max, label, valueText }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className="h-2 overflow-hidden rounded-full bg-space-700"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-glow-cyan to-glow-violet transition-[width] duration-300"
        style={{ width: `${(100 * value) / max}%` }}
      />
    </div>
  );
}
