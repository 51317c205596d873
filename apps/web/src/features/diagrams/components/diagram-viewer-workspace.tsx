import { SegmentedControl } from "@mantine/core";
import type { TDiagram, TDiagramGraph } from "@mnemo/api-contract";
import { useState } from "react";
import { useDiagramActions } from "../api/use-diagram-actions.ts";
import { useHasModel } from "../api/use-diagram-choices.ts";
import { useDiagramSave } from "../api/use-diagram-save.ts";
import { DiagramViewerEditor } from "./diagram-viewer-editor.tsx";
import { DiagramViewerHeader } from "./diagram-viewer-header.tsx";
import { RecallPanel } from "./recall-panel.tsx";
import { SkeletonPanel } from "./skeleton-panel.tsx";

type TMode = "edit" | "recall" | "skeleton";

type DiagramWorkspaceProps = { diagram: TDiagram & { graph: TDiagramGraph }; onDelete: () => void };

/**
 * A made diagram: its header (title, kind, origin, export) and what the
 * learner does with it: explore and edit it, hide and recall its labels (mind
 * maps, flowcharts, timelines), or rebuild it as a skeleton map. Edits are
 * saved as they are made (useDiagramSave), whichever mode is shown.
 */
export function DiagramWorkspace({ diagram, onDelete }: DiagramWorkspaceProps) {
  const save = useDiagramSave(diagram);
  const graph = save.graph;
  const hasModel = useHasModel({ enabled: true });
  const { renameDiagram } = useDiagramActions();
  const [mode, setMode] = useState<TMode>("edit");
  const modes = [
    { value: "edit", label: "Explore" },
    ...(graph.kind === "concept_map" ? [] : [{ value: "recall", label: "Hide and recall" }]),
    { value: "skeleton", label: "Skeleton map" },
  ];

  return (
    <>
      <DiagramViewerHeader
        diagram={diagram}
        graph={graph}
        saveState={save.state}
        onRetrySave={() => void save.flush()}
        onRename={(fileKey, title) => save.flush().then(() => renameDiagram(fileKey, title))}
        onBeforeExport={save.flush}
        onDelete={onDelete}
      />
      <SegmentedControl
        aria-label="What to do with the diagram"
        value={mode}
        onChange={(value) => setMode(value as TMode)}
        data={modes}
        fullWidth
        w={{ base: "100%", sm: "auto" }}
        style={{ alignSelf: "flex-start" }}
      />
      {mode === "recall" ? (
        <RecallPanel graph={graph} fileKey={diagram.file_key} onClose={() => setMode("edit")} onBeforeServerCall={save.flush} />
      ) : mode === "skeleton" ? (
        <SkeletonPanel graph={graph} onClose={() => setMode("edit")} />
      ) : (
        <DiagramViewerEditor
          fileKey={diagram.file_key}
          sourceId={diagram.source_id}
          graph={graph}
          hasModel={hasModel}
          onChange={save.setGraph}
          onBeforeServerCall={save.flush}
        />
      )}
    </>
  );
}
