import { forgetStoredUser } from './user-storage';

/**
 * Signs this browser out: the server ends the session (its cookie and session version), and the
 * browser forgets the stored user even when that call fails or cannot be made (offline), as the
 * spec's logout does. The API client loads here, not with the navbar: signed-out visitors never
 * need it. Where to go next is the caller's: the sidebar leaves for /login, the navbar stays.
 */
export async function signOut(): Promise<void> {
  try {
    const { apiClient } = await import('@/lib/api-client');
    await apiClient.delete('/auth');
  } catch {
    // Offline, the client's chunk did not load: this browser still forgets the user.
  }
  forgetStoredUser();
}
