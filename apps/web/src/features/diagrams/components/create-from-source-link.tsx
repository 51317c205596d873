import { Button } from "@mantine/core";
import { IconAffiliate } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";

/** The source page's "Make a diagram": the create page with this source chosen (it costs no words). */
export function CreateFromSourceLink({ sourceId }: { sourceId: string }) {
  return (
    <Button
      component={Link}
      to={paths.diagramsCreate.getHref(sourceId)}
      variant="default"
      leftSection={<IconAffiliate size={18} aria-hidden="true" />}
    >
      Make a diagram
    </Button>
  );
}
