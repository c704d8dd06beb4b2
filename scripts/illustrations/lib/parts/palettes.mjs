// Colours shared by the parts: ice-cream flavours and sprinkles.
// Drawn in local coordinates; each part returns an SVG string.

// ---------- palettes ----------
export const SCOOPS = {
  vanilla: ['#fffdf6', '#fbe9c6', '#e6c48c'],
  strawberry: ['#fff0f5', '#f9a8c8', '#dc6b98'],
  chocolate: ['#c08a63', '#7d4b2d', '#4b2a17'],
  mora: ['#f6edff', '#c9a3f4', '#8f5fd0'],
  mango: ['#fff4d1', '#ffc95e', '#ee9830'],
  pistachio: ['#f3fbe6', '#c7e59a', '#8fbf5a'],
  cookies: ['#fbfbfb', '#eeeae6', '#c9c1ba'],
  coco: ['#ffffff', '#f4efe8', '#d9cfc4'],
};

export const SPRINKLE_COLORS = ['#f472b6', '#facc15', '#60a5fa', '#34d399', '#a855f7', '#fb923c', '#ffffff'];
