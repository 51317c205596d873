import type { TSourceKind } from "@mnemo/api-contract";
import { IconClipboardText, IconFileTypeDocx, IconFileTypePdf, IconFileTypePpt, IconPhoto, type IconProps } from "@tabler/icons-react";
import type { ComponentType } from "react";

const ICONS: Record<TSourceKind, ComponentType<IconProps>> = {
  text: IconClipboardText,
  pdf: IconFileTypePdf,
  docx: IconFileTypeDocx,
  pptx: IconFileTypePpt,
  image: IconPhoto,
};

/** The kind's icon; decorative, since its name is written beside it. */
export function SourceKindIcon({ kind, size = 22 }: { kind: TSourceKind; size?: number }) {
  const Icon = ICONS[kind];
  return <Icon size={size} aria-hidden="true" />;
}
