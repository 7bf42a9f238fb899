// The auth calls (docs/specification.md §7). Errors propagate as the API client's; the forms decide
// the message.
import { apiClient, type AuthResponse, type UserProfile } from '@academy/shared';

import type { LoginFormValues, RegisterFormValues } from './schema';

/** POST /login/ {email, password} → the access token. */
export async function loginRequest({ email, password }: LoginFormValues): Promise<string> {
  const { data } = await apiClient.post<AuthResponse>('/login/', { email, password });
  return data.access;
}

/** POST /register/ {username, email, password} → the access token (201). */
export async function registerRequest({
  username,
  email,
  password,
}: RegisterFormValues): Promise<string> {
  const { data } = await apiClient.post<AuthResponse>('/register/', { username, email, password });
  return data.access;
}

/** GET /users/{user_id}/ → {id, user_id, username, email}. */
export async function fetchProfile(userId: number, signal?: AbortSignal): Promise<UserProfile> {
  const { data } = await apiClient.get<UserProfile>(`/users/${userId}/`, { signal });
  return data;
}
