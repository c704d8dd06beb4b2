// The menu's queries (docs/menu.md), one module per concern: ./log.ts (the one change log and
// transaction), ./read.ts (the menu whole), ./products.ts, ./categories.ts, ./options.ts, ./shop.ts
// ("Ajustes", the week) and ./history.ts ("Historial", "Deshacer").
export { type MenuChange, type ChangeKind, type MenuProblem } from './log';
export { readStoredMenu } from './read';
export { createProduct, photosInUse, saveProduct, setProductHidden, setProductPhoto, type ProductInput } from './products';
export { reorderCategory, writeCategories } from './categories';
export { writeOptionList, writeOptionSoldOut } from './options';
export { writeSettings, writeWeeklyHours } from './shop';
export { lastMenuChange, readMenuChanges, undoMenuChange } from './history';
