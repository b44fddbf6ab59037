/** Spec §9: the drawing canvas is half as high as it is wide, with lines 0.8% of its width. */
export const drawGeometry = (width: number): { width: number; height: number; lineWidth: number } => ({
  width,
  height: Math.round(width / 2),
  lineWidth: width * 0.008,
});
