import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The house rules of eslint.config.mjs, shown on small fixtures linted as if they were files of
// the project: each must fail with the message that names the alternative.
const eslint = new ESLint({ cwd: process.cwd() });

async function messagesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
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
