// Hand-drawn SVG parts in a soft "3D-ish" style that matches Fluent emoji, by subject.
export * from './gradients.mjs';
export * from './palettes.mjs';
export * from './effects.mjs';
export * from './toppings.mjs';
export * from './garnish.mjs';
export * from './crepes.mjs';
export * from './glasses.mjs';
export * from './cups.mjs';
export * from './bowls.mjs';
export { emoji } from '../svg.mjs';
