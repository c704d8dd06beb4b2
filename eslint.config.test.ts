import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The house rules of eslint.config.mjs, shown on small fixtures linted as if they were files of
// the project: each must fail with the message that names the alternative. (Unused names in the
// fixtures are beside the point.)
const eslint = new ESLint({ cwd: process.cwd() });
// The first lint loads the parsers and plugins (seconds, many more on a busy machine): done once
// here with time to spare, so no single test carries it.
beforeAll(() => eslint.lintText('', { filePath: 'lib/fixture.ts' }), 60_000);

async function messagesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId !== '@typescript-eslint/no-unused-vars').map((message) => `${message.ruleId}: ${message.message}`);
}

describe('replaced framework pieces', () => {
  it('refuses next/link in a component, naming AppLink', async () => {
    const messages = await messagesFor('components/cart/fixture.tsx', "import Link from 'next/link';\nexport const A = Link;\n");
    expect(messages).toEqual([expect.stringMatching(/no-restricted-imports: .*AppLink.*decisions\/001/)]);
  });

  it('refuses next/image, naming Picture', async () => {
    const messages = await messagesFor('app/(shop)/fixture.tsx', "import Image from 'next/image';\nexport const A = Image;\n");
    expect(messages).toEqual([expect.stringMatching(/no-restricted-imports: .*Picture.*decisions\/002/)]);
  });

  it('refuses useSearchParams outside useAddressParams, naming it', async () => {
    const code = "import { useSearchParams } from 'next/navigation';\nexport const A = useSearchParams;\n";
    expect(await messagesFor('components/menu/fixture.tsx', code)).toEqual([expect.stringMatching(/useAddressParams.*decisions\/003/)]);
    expect(await messagesFor('components/menu/use-address-params.ts', code)).toEqual([]);
  });

  it('lets the rest of next/navigation through', async () => {
    expect(await messagesFor('components/fixture.tsx', "import { useRouter } from 'next/navigation';\nexport const A = useRouter;\n")).toEqual([]);
  });
});

describe('layers', () => {
  it('refuses a lib/ file importing components/', async () => {
    const messages = await messagesFor('lib/cart/fixture.ts', "import { CartLink } from '@/components/cart/cart-link';\nexport const A = CartLink;\n");
    expect(messages).toEqual([expect.stringMatching(/import\/no-restricted-paths: .*lib\/ holds the rules without UI/)]);
  });

  it('refuses data/ importing lib/', async () => {
    const messages = await messagesFor('data/fixture.ts', "import { formatColones } from '@/lib/money';\nexport const A = formatColones;\n");
    expect(messages).toEqual([expect.stringMatching(/import\/no-restricted-paths: .*data\/ is facts only/)]);
  });

  it('refuses components/ importing app/ and lib/db importing lib/auth', async () => {
    expect(await messagesFor('components/fixture.tsx', "import { metadata } from '@/app/layout';\nexport const A = metadata;\n")).toEqual([
      expect.stringMatching(/components\/ never import app\//),
    ]);
    expect(await messagesFor('lib/db/fixture.ts', "import { requireUser } from '@/lib/auth/dal';\nexport const A = requireUser;\n")).toEqual([
      expect.stringMatching(/lib\/db sits below lib\/auth/),
    ]);
  });

  it('keeps the photo pipeline out of components/: only its browser-safe sources', async () => {
    expect(await messagesFor('components/menu/fixture.tsx', "import { storePhoto } from '@/lib/photos/store';\nexport const A = storePhoto;\n")).toEqual([
      expect.stringMatching(/components\/ take only lib\/photos\/sources\.ts/),
    ]);
    expect(await messagesFor('components/menu/fixture.tsx', "import { photoSources } from '@/lib/photos/sources';\nexport const A = photoSources;\n")).toEqual(
      [],
    );
  });

  it('lets imports run the right way', async () => {
    expect(await messagesFor('components/fixture.tsx', "import { formatColones } from '@/lib/money';\nexport const A = formatColones;\n")).toEqual([]);
    expect(await messagesFor('lib/fixture.ts', "import { catalog } from '@/data/menu';\nexport const A = catalog;\n")).toEqual([]);
  });
});

describe('the session check comes first in the admin area', () => {
  const page = (body: string) =>
    `import { requireOwner, requireUser } from '@/lib/auth/dal';\nimport { readThings } from '@/lib/things';\n\nexport default async function Page() {\n${body}\n  return null;\n}\n`;
  const lintPage = (body: string) => messagesFor('app/(panel)/home-admin/fixture/page.tsx', page(body));

  it('passes a page that awaits requireUser() or requireOwner() first', async () => {
    expect(await lintPage('  const user = await requireUser();\n  readThings(user);')).toEqual([]);
    expect(await lintPage('  await requireOwner();\n  readThings();')).toEqual([]);
  });

  it('refuses a page without the call, with it commented out, after other work or not awaited', async () => {
    const missing = [expect.stringMatching(/house\/session-check-first: Call `await requireUser\(\)` or `await requireOwner\(\)`/)];
    expect(await lintPage('  readThings();')).toEqual(missing);
    expect(await lintPage('  // await requireUser();\n  readThings();')).toEqual(missing);
    expect(await lintPage('  const things = readThings();\n  await requireUser();\n  void things;')).toEqual(missing);
    expect(await lintPage('  void requireUser();\n  readThings();')).toEqual(missing);
  });

  it('refuses a check imported from anywhere but the data-access module', async () => {
    const code = "import { requireUser } from './fake-dal';\n\nexport default async function Layout() {\n  await requireUser();\n  return null;\n}\n";
    expect(await messagesFor('app/(panel)/home-admin/layout.tsx', code)).toEqual([expect.stringMatching(/session-check-first/)]);
  });

  it('refuses an owner route handler that does not ask ownerFromRequest() first', async () => {
    const handler = (body: string) =>
      `import { ownerFromRequest } from '@/lib/auth/dal';\n\nexport async function PUT(request: Request) {\n${body}\n  return new Response(null);\n}\n`;
    expect(await messagesFor('app/api/desk/fixture/route.ts', handler('  const owner = await ownerFromRequest(request);\n  void owner;'))).toEqual([]);
    expect(await messagesFor('app/api/desk/fixture/route.ts', handler('  void request;'))).toEqual([expect.stringMatching(/await ownerFromRequest\(\)/)]);
    expect(await messagesFor('app/api/desk/availability/[id]/route.ts', handler('  void request;'))).toEqual([
      expect.stringMatching(/await ownerFromRequest\(\)/),
    ]);
  });

  it('looks inside a wrapped owner route handler (storeGuarded), declared in the file or inline', async () => {
    const wrapped = (body: string) =>
      `import { ownerFromRequest } from '@/lib/auth/dal';\nimport { storeGuarded } from '@/lib/store-guarded';\n\nasync function update(request: Request) {\n${body}\n  return new Response(null);\n}\n\nexport const PUT = storeGuarded(update);\n`;
    expect(await messagesFor('app/api/desk/fixture/route.ts', wrapped('  const owner = await ownerFromRequest(request);\n  void owner;'))).toEqual([]);
    expect(await messagesFor('app/api/desk/fixture/route.ts', wrapped('  void request;'))).toEqual([expect.stringMatching(/await ownerFromRequest\(\)/)]);
    const inline = `import { ownerFromRequest } from '@/lib/auth/dal';\nimport { storeGuarded } from '@/lib/store-guarded';\n\nexport const PUT = storeGuarded(async (request: Request) => {\n  void request;\n  return new Response(null);\n});\n`;
    expect(await messagesFor('app/api/desk/fixture/route.ts', inline)).toEqual([expect.stringMatching(/await ownerFromRequest\(\)/)]);
  });

  it('takes ownerRoute() from lib/auth/owner-route as the check, and a lookalike from elsewhere as none', async () => {
    const routed = (from: string) =>
      `import { ownerRoute } from '${from}';\n\nasync function update() {\n  return new Response(null);\n}\n\nexport const PUT = ownerRoute(update);\n`;
    expect(await messagesFor('app/api/desk/fixture/route.ts', routed('@/lib/auth/owner-route'))).toEqual([]);
    expect(await messagesFor('app/api/desk/fixture/route.ts', routed('@/lib/fake-owner-route'))).toEqual([expect.stringMatching(/await ownerFromRequest\(\)/)]);
  });
});
