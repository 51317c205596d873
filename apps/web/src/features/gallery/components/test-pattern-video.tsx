import { Alert, Group, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { formatTimecode } from "../utils/timecode.ts";
import "./gallery.css";

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 30;
const BARS = ["#c0c0c0", "#c0c000", "#00c0c0", "#00c000", "#c000c0", "#c00000", "#0000c0"];

/** Colour bars, a sweeping line and a running clock: motion that shows at a glance whether frames arrive. */
function drawTestPattern(context: CanvasRenderingContext2D, elapsedMs: number) {
  const barWidth = WIDTH / BARS.length;
  BARS.forEach((color, index) => {
    context.fillStyle = color;
    context.fillRect(index * barWidth, 0, Math.ceil(barWidth), HEIGHT * 0.7);
  });
  context.fillStyle = "#111118";
  context.fillRect(0, HEIGHT * 0.7, WIDTH, HEIGHT * 0.3);
  const sweep = ((elapsedMs / 4000) % 1) * WIDTH;
  context.fillStyle = "#ffffff";
  context.fillRect(sweep - 3, 0, 6, HEIGHT * 0.7);
  context.font = "bold 44px ui-monospace, monospace";
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(formatTimecode(elapsedMs), WIDTH / 2, HEIGHT * 0.85);
  context.font = "16px system-ui, sans-serif";
  context.fillStyle = "#a3a3b8";
  context.fillText("Mnemo test pattern", WIDTH / 2, HEIGHT * 0.76);
}

type Status = "starting" | "live" | "unsupported";

/**
 * A native <video controls> fed by a canvas stream, so the page needs no
 * video file and works offline. Drawing stops when the page is left.
 */
export function TestPatternVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>("starting");

  useEffect(() => {
    const video = videoRef.current;
    const canvas = document.createElement("canvas");
    canvas.width = WIDTH;
    canvas.height = HEIGHT;
    const context = canvas.getContext("2d");
    if (!video || !context || typeof canvas.captureStream !== "function") {
      setStatus("unsupported");
      return;
    }
    const started = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      drawTestPattern(context, now - started);
      frame = requestAnimationFrame(draw);
    };
    draw(started);
    const stream = canvas.captureStream(FPS);
    video.srcObject = stream;
    // Muted and inline, so browsers allow it to start by itself; if one refuses, the controls still play it.
    video.play().then(
      () => setStatus("live"),
      () => setStatus("live"),
    );
    return () => {
      cancelAnimationFrame(frame);
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    };
  }, []);

  return (
    <Stack gap="sm">
      {status === "unsupported" ? (
        <Alert color="yellow" icon={<IconAlertCircle aria-hidden="true" />} title="This browser can't stream a canvas" role="alert">
          The test pattern needs canvas.captureStream(), which this browser doesn't offer. The player below stays empty.
        </Alert>
      ) : null}
      <video
        ref={videoRef}
        className="test-video"
        controls
        muted
        playsInline
        autoPlay
        width={WIDTH}
        height={HEIGHT}
        aria-label="Test pattern video"
        aria-describedby="test-video-description"
        data-status={status}
      >
        Your browser can't play video here.
      </video>
      <Group justify="space-between" gap="xs">
        <Text id="test-video-description" size="sm" c="dimmed">
          A silent, generated picture (colour bars, a sweeping line and a clock), so there is nothing to caption.
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {status === "live" ? `Live · ${WIDTH}×${HEIGHT} · ${FPS} fps` : status === "starting" ? "Starting…" : "Not available"}
        </Text>
      </Group>
    </Stack>
  );
}
