import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { readStorage } from './pages/routes-pages';
import { SIGNED_IN_USERS, signedInAs, type SignedInUser } from './signed-in';

for (const user of Object.keys(SIGNED_IN_USERS) as SignedInUser[]) {
  const email = SIGNED_IN_USERS[user];

  setup(`sign in as ${email}`, async ({ page }) => {
    await page.goto('/');
    await new LoginPage(page).signIn(email);
    // The shell stored its tokens: the whole authorization round trip is over.
    await expect.poll(() => readStorage(page, 'access')).not.toBeNull();

    // The identity server's cookies only; see e2e/signed-in.ts for why the tokens stay behind.
    const { cookies } = await page.context().storageState();
    expect(cookies.length).toBeGreaterThan(0);
    const path = signedInAs(user);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, JSON.stringify({ cookies, origins: [] }, null, 2));
  });
}
