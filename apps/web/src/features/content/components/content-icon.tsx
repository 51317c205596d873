import { ThemeIcon } from "@mantine/core";
import {
  IconBrain,
  IconCards,
  IconClipboardText,
  IconCode,
  IconFileExport,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconFileTypePpt,
  IconInfoCircle,
  IconPhoto,
  IconScale,
  IconShieldLock,
  IconSitemap,
  type Icon,
} from "@tabler/icons-react";
import type { ContentIcon as ContentIconName } from "../content-page.ts";

const ICONS: Record<ContentIconName, Icon> = {
  deck: IconCards,
  text: IconClipboardText,
  docx: IconFileTypeDocx,
  pdf: IconFileTypePdf,
  pptx: IconFileTypePpt,
  image: IconPhoto,
  export: IconFileExport,
  study: IconBrain,
  diagram: IconSitemap,
  info: IconInfoCircle,
  privacy: IconShieldLock,
  terms: IconScale,
  code: IconCode,
};

/** The picture beside a content page in lists; decorative, since the title says the same. */
export function ContentIcon({ icon, size = 44 }: { icon: ContentIconName | undefined; size?: number }) {
  const Glyph = ICONS[icon ?? "info"];
  return (
    <ThemeIcon size={size} radius="md" variant="light" aria-hidden="true">
      <Glyph size={Math.round(size * 0.55)} stroke={1.6} />
    </ThemeIcon>
  );
}
