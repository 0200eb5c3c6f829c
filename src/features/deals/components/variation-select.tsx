import { SelectInput } from '../../../components/form-controls';
import { optionName } from '../../../lib/format';
import { dealTexts } from '../texts';
import type { VariationAttribute } from '../variations';

/** One unit's picker for one attribute (Size, Color...), reading 'Choose' until it is set. */
export function VariationSelect({
  attribute,
  value,
  disabled,
  onChange,
  minWidth,
}: {
  attribute: VariationAttribute;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  /** The narrowest it may be before the unit's pickers wrap onto the next line. */
  minWidth: number;
}) {
  return (
    <SelectInput
      label={optionName(attribute.name)}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      containerSx={{ minWidth, flex: `1 1 ${minWidth}px` }}
    >
      <option value="">{dealTexts.choose}</option>
      {attribute.options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectInput>
  );
}
