import { NumberInput, type NumberInputProps } from "@mantine/core";

type CountInputProps = Omit<NumberInputProps, "min" | "allowDecimal" | "allowNegative" | "clampBehavior" | "thousandSeparator"> & {
  max: number;
};

/** A daily limit: a whole number from 0 to `max`, typed or stepped with the arrow keys. */
export function CountInput({ max, ...props }: CountInputProps) {
  return (
    <NumberInput min={0} max={max} allowDecimal={false} allowNegative={false} clampBehavior="strict" thousandSeparator="," {...props} />
  );
}
