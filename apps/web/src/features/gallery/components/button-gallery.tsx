import { ActionIcon, Button, Group, Stack, Switch, Tooltip, type ButtonVariant } from "@mantine/core";
import { IconArrowRight, IconDownload, IconHeart, IconPencil, IconPlus, IconSettings, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ColorSchemeSwitch } from "./color-scheme-switch.tsx";
import { GalleryHeader, GallerySection } from "./gallery-section.tsx";

const VARIANTS: ButtonVariant[] = ["filled", "light", "outline", "subtle", "transparent", "default", "white", "gradient"];
const SIZES = ["xs", "sm", "md", "lg", "xl"] as const;
const GRADIENT = { from: "mnemo.6", to: "violet.6", deg: 135 };

/** Every Button and ActionIcon the app can show, by variant, size and state. */
export function ButtonGallery() {
  const [isLoading, setIsLoading] = useState(false);
  const [clicks, setClicks] = useState(0);

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <GalleryHeader title="Buttons">Variants, sizes and states. Switch the theme to check each one in light and dark.</GalleryHeader>
        <ColorSchemeSwitch />
      </Group>

      <GallerySection
        title="Variants"
        description="The primary colour in every Mantine variant; 'white' is meant for coloured backgrounds."
      >
        <Group gap="sm">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} gradient={variant === "gradient" ? GRADIENT : undefined}>
              {variant[0]!.toUpperCase() + variant.slice(1)}
            </Button>
          ))}
        </Group>
      </GallerySection>

      <GallerySection title="Colours" description="Danger for destructive actions, gray for quiet ones.">
        <Group gap="sm">
          <Button color="red" leftSection={<IconTrash size={16} aria-hidden="true" />}>
            Delete deck
          </Button>
          <Button color="red" variant="light">
            Remove card
          </Button>
          <Button color="gray" variant="default">
            Cancel
          </Button>
          <Button color="teal" variant="light">
            Saved
          </Button>
        </Group>
      </GallerySection>

      <GallerySection title="Sizes" description="Regular and compact sizes, xs to xl.">
        <Stack gap="sm">
          <Group gap="sm" align="center">
            {SIZES.map((size) => (
              <Button key={size} size={size}>
                Size {size}
              </Button>
            ))}
          </Group>
          <Group gap="sm" align="center">
            {SIZES.map((size) => (
              <Button key={size} size={`compact-${size}`} variant="light">
                Compact {size}
              </Button>
            ))}
          </Group>
        </Stack>
      </GallerySection>

      <GallerySection title="States" description="Loading keeps the button's width and blocks clicks; disabled buttons are skipped by Tab.">
        <Stack gap="sm">
          <Switch label="Show “Save” as loading" checked={isLoading} onChange={(event) => setIsLoading(event.currentTarget.checked)} />
          <Group gap="sm">
            <Button loading={isLoading}>Save</Button>
            <Button loading loaderProps={{ type: "dots" }} variant="light">
              Loading
            </Button>
            <Button disabled>Disabled</Button>
            <Button disabled variant="outline">
              Disabled outline
            </Button>
            <Button data-disabled onClick={(event) => event.preventDefault()} variant="default">
              Looks disabled, stays focusable
            </Button>
          </Group>
          <Group gap="sm">
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />}>New deck</Button>
            <Button variant="default" rightSection={<IconArrowRight size={16} aria-hidden="true" />}>
              Continue
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={() => setClicks((count) => count + 1)}
            >
              Clicked {clicks} {clicks === 1 ? "time" : "times"}
            </Button>
          </Group>
          <Button.Group>
            <Button variant="default">Day</Button>
            <Button variant="default">Week</Button>
            <Button variant="default">Month</Button>
          </Button.Group>
          <Button fullWidth variant="light">
            Full width
          </Button>
        </Stack>
      </GallerySection>

      <GallerySection
        title="Icon buttons"
        description="ActionIcons always carry an aria-label (and a tooltip saying the same) since they have no text."
      >
        <Stack gap="sm">
          <Group gap="sm">
            {VARIANTS.map((variant) => (
              <Tooltip key={variant} label={`Edit (${variant})`}>
                <ActionIcon
                  variant={variant}
                  gradient={variant === "gradient" ? GRADIENT : undefined}
                  size="lg"
                  aria-label={`Edit (${variant})`}
                >
                  <IconPencil size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
          <Group gap="sm" align="center">
            {SIZES.map((size) => (
              <ActionIcon key={size} size={size} variant="light" aria-label={`Settings (${size})`}>
                <IconSettings aria-hidden="true" style={{ width: "70%", height: "70%" }} />
              </ActionIcon>
            ))}
            <ActionIcon loading size="lg" aria-label="Saving">
              <IconHeart size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon disabled size="lg" aria-label="Delete (disabled)">
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon color="red" variant="subtle" size="lg" aria-label="Delete">
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Stack>
      </GallerySection>
    </Stack>
  );
}
