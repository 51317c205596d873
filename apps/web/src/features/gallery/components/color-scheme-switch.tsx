import { SegmentedControl, useMantineColorScheme, type MantineColorScheme } from "@mantine/core";

const OPTIONS: { value: MantineColorScheme; label: string }[] = [
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
  { value: "auto", label: "System" },
];

/** Switches the whole app's theme, to check each specimen in light and dark without leaving the page. */
export function ColorSchemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      aria-label="Theme"
      size="xs"
      data={OPTIONS}
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
    />
  );
}
