import type {
  UpdateProfileRequest,
  UpdateProfileResponse,
  User,
} from '../../../../contract/profile';
import { api, toastPolicy } from '../../../api/client';
import { storeUser } from '../../../lib/credentials';

/**
 * PUT /user/profile. Success shows the server's message as a toast (docs/product.md §8's general rule);
 * a failure is the form's to explain ('Failed to update profile' and why), so no general toast.
 */
export async function updateProfile(changes: UpdateProfileRequest): Promise<User> {
  const body = await api
    .put('user/profile', { json: changes, context: toastPolicy({ errors: false }) })
    .json<UpdateProfileResponse>();
  storeUser(body.data.user);
  return body.data.user;
}
