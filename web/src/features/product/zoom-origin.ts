/** Where the pointer is over the image, in percent of its box, clamped to 0–100: the zoom's transform origin. */
export function zoomOrigin(
  pointer: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  const percent = (offset: number, size: number) => (size > 0 ? Math.min(100, Math.max(0, (offset / size) * 100)) : 50);
  return { x: percent(pointer.clientX - box.left, box.width), y: percent(pointer.clientY - box.top, box.height) };
}
