import type { UploadImageResponse } from '../../../../contract/admin-console';
import { api } from '../../../api/client';
import { operatorCreate } from './actions';

/** POST /admin/images: the file's bytes as they are; the answer is the image's lasting address. */
export async function uploadImage(file: File): Promise<string> {
  const action = operatorCreate();
  const body = await api
    .post('admin/images', {
      ...action,
      body: file,
      headers: { ...action.headers, 'Content-Type': file.type },
    })
    .json<UploadImageResponse>();
  return body.data.url;
}
