import 'server-only';
import type { Author, SessionUser } from '@/lib/account';
import type { ChangeKind, MenuProblem } from '@/lib/db/menu';
import { failure } from '@/lib/http/reply';
import { logSecurityEvent } from '@/lib/http/security-log';
import { describeProductChange, type ProductFacts } from '@/lib/menu/changes';
import { currentMenu, shopChanged } from '@/lib/menu/server';
import type { OptionListKey } from '@/data/options';
import { menuMessages, optionListKeySchema } from '@/lib/validation/menu';

// What the owner's menu route handlers share (app/api/desk/menu/*, settings, hours/week): the
// author of a change, its sentence for the history, the answers to a refused change, and what
// follows a change: every instance reads the menu again, and the static shop pages regenerate.

export function authorOf(user: SessionUser): Author {
  return { id: user.id, nombre: user.nombre };
}

/** The history's sentence for a product's change, with the menu's category names. */
export async function productDescriber(): Promise<(before: ProductFacts | null, after: ProductFacts) => string> {
  const names = new Map((await currentMenu()).categorias.map((category) => [category.id, category.nombre]));
  return (before, after) => describeProductChange(before, after, (id) => names.get(id) ?? '?');
}

/** The option list a desk path names (`/api/desk/menu/options/<group>`) with its options now, or the 404 that says there is none. */
export async function namedOptionList(params: Promise<{ group: string }>): Promise<{ key: OptionListKey; options: readonly string[] } | Response> {
  const key = optionListKeySchema.safeParse((await params).group);
  if (!key.success) return failure(404, menuMessages.unknownList);
  return { key: key.data, options: (await currentMenu()).listas[key.data] };
}

/** A refused change as its answer: 404 not on the menu, 409 someone else's change or a taken name, 400 no such category. */
export function menuFailure(problem: MenuProblem): Response {
  switch (problem) {
    case 'missing':
      return failure(404, menuMessages.unknownProduct);
    case 'category':
      return failure(400, menuMessages.categoria, { errors: { categoria: menuMessages.categoria } });
    case 'conflict':
      return failure(409, menuMessages.conflict);
    case 'duplicate':
      return failure(409, menuMessages.nombreRepetido, { errors: { nombre: menuMessages.nombreRepetido } });
    case 'notLatest':
      return failure(409, menuMessages.notLatest);
  }
}

/** What the log line names: a kind of the history's, or the photo and undo steps that write a product's line. */
type MenuEvent = ChangeKind | 'foto' | 'deshacer';

/** After a change committed: this instance forgets its copy (the others hear the store's 'desk' channel), the static pages regenerate. */
export function menuChanged(user: SessionUser, kind: MenuEvent, product?: number): void {
  shopChanged();
  logSecurityEvent('menu_changed', { user: user.id, kind, ...(product === undefined ? {} : { product }) });
}

/** A product id from a path segment: digits only, else null (a 404). */
export function productIdOf(segment: string): number | null {
  return /^\d{1,9}$/.test(segment) ? Number(segment) : null;
}
