import type { LightOption } from './light-fields';
import type { useComboList } from './use-combo-list';

/**
 * The options of a light combobox (`${id}-list`): always in the page for aria-controls, hidden
 * and empty while closed; a click keeps the focus in the input; `empty` when nothing matches.
 */
export function ComboListbox<T extends LightOption>({
  id,
  list,
  shown,
  multiple = false,
  isChosen,
  onPick,
  empty,
}: {
  id: string;
  list: ReturnType<typeof useComboList<T>>;
  shown: readonly T[];
  multiple?: boolean;
  isChosen: (option: T) => boolean;
  onPick: (option: T) => void;
  empty: string;
}) {
  return (
    <ul
      id={`${id}-list`}
      role="listbox"
      aria-multiselectable={multiple || undefined}
      className="lt-combo__list"
      hidden={!list.open}
      onMouseDown={(event) => event.preventDefault()}
    >
      {list.open &&
        (shown.length === 0 ? (
          <li className="lt-combo__empty" role="presentation">
            {empty}
          </li>
        ) : (
          shown.map((option, index) => (
            <li
              key={option.value}
              id={list.optionId(index)}
              role="option"
              aria-selected={isChosen(option)}
              data-active={index === list.active}
              title={option.label}
              className="lt-combo__option"
              onClick={() => onPick(option)}
              onMouseEnter={() => list.setActive(index)}
            >
              {option.label}
            </li>
          ))
        ))}
    </ul>
  );
}
