import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";

/** Light/dark switch; the choice is remembered by Mantine in localStorage. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme("light", { getInitialValueInEffect: true });
  const next = computed === "dark" ? "light" : "dark";
  const label = `Switch to ${next} theme`;
  return (
    // A native title, not Mantine's Tooltip: this sits in every page's header, and Tooltip brings
    // floating-ui (~15 KB gzipped) into the first load.
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} title={label} onClick={() => setColorScheme(next)}>
      {computed === "dark" ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
    </ActionIcon>
  );
}
