import { useId } from 'react';
import type { LightOption } from './light-fields';
import './light.css';

/**
 * One choice among a few, drawn as joined buttons (antd's Radio.Group of buttons) on native radio
 * inputs: Tab enters the group, the arrow keys move the choice (issue 30, no antd).
 */
export function LightSegmented({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly LightOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="lt-seg">
      {options.map((option) => (
        <label key={option.value} className="lt-seg__item">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
