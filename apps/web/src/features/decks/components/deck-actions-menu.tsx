import { ActionIcon, Menu } from "@mantine/core";
import type { TGroup } from "@mnemo/api-contract";
import {
  IconCards,
  IconDots,
  IconFolderOpen,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconSchool,
  IconStar,
  IconTrash,
} from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";

export type TDeckMenuActions = {
  onSetActive: (group: TGroup) => void;
  /** Signed-in decks only. */
  onRename?: ((group: TGroup) => void) | undefined;
  onDelete?: ((group: TGroup) => void) | undefined;
  /** The playground's sample deck only. */
  onResetSample?: (() => void) | undefined;
};

type DeckActionsMenuProps = TDeckMenuActions & { group: TGroup; isActive: boolean; studyHref: string };

const icon = { size: 16, "aria-hidden": true } as const;

/** Everything one can do with a deck, behind one labelled button. */
export function DeckActionsMenu({ group, isActive, studyHref, onSetActive, onRename, onDelete, onResetSample }: DeckActionsMenuProps) {
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${group.title}`}>
          <IconDots size={20} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.deck.getHref(group.id)} leftSection={<IconFolderOpen {...icon} />}>
          Open
        </Menu.Item>
        <Menu.Item component={Link} to={paths.deckView.getHref(group.id)} leftSection={<IconCards {...icon} />}>
          View and flip
        </Menu.Item>
        <Menu.Item component={Link} to={studyHref} leftSection={<IconSchool {...icon} />}>
          Study
        </Menu.Item>
        <Menu.Item component={Link} to={paths.deckCreate.getHref(group.id)} leftSection={<IconPlus {...icon} />}>
          Add cards
        </Menu.Item>
        {isActive ? null : (
          <Menu.Item leftSection={<IconStar {...icon} />} onClick={() => onSetActive(group)}>
            Set as active deck
          </Menu.Item>
        )}
        {onRename || onDelete || onResetSample ? <Menu.Divider /> : null}
        {onRename ? (
          <Menu.Item leftSection={<IconPencil {...icon} />} onClick={() => onRename(group)}>
            Rename…
          </Menu.Item>
        ) : null}
        {onResetSample ? (
          <Menu.Item leftSection={<IconRefresh {...icon} />} onClick={onResetSample}>
            Reset sample deck…
          </Menu.Item>
        ) : null}
        {onDelete ? (
          <Menu.Item color="red" leftSection={<IconTrash {...icon} />} onClick={() => onDelete(group)}>
            Delete…
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
