import { MAX_GROUP_TITLE, type TGroup } from "@mnemo/api-contract";
import { EditableTitle } from "@/components/editable-title.tsx";

type DeckTitleProps = {
  group: TGroup;
  /** Leave out for a title that cannot change (the sample deck). */
  onRename?: ((id: string, title: string) => Promise<unknown>) | undefined;
};

/** The deck's <h1>, editable in place. */
export function DeckTitle({ group, onRename }: DeckTitleProps) {
  return <EditableTitle id={group.id} title={group.title} noun="deck" maxLength={MAX_GROUP_TITLE} onRename={onRename} />;
}
