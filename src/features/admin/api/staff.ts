import type {
  AddStaffRequest,
  StaffListResponse,
  StaffMember,
  StaffMemberResponse,
  StaffRole,
} from '../../../../contract/staff';
import { api } from '../../../api/client';
import { operatorAction } from './actions';
import { loadAdmin } from './load';

/** GET /admin/staff: the owners of ADMIN_EMAILS, then the others. */
export async function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  const { members } = await loadAdmin<StaffListResponse['data']>('admin/staff', {}, signal);
  return members;
}

const staffPath = (email: string) => `admin/staff/${encodeURIComponent(email)}`;

/** POST /admin/staff: the same e-mail and role again (a second click) changes nothing. */
export async function addStaff(request: AddStaffRequest): Promise<StaffMember> {
  const body = await api
    .post('admin/staff', { json: request, ...operatorAction() })
    .json<StaffMemberResponse>();
  return body.data;
}

/** PATCH /admin/staff/{email}: the new role holds from the member's next request. */
export async function changeStaffRole(email: string, role: StaffRole): Promise<StaffMember> {
  const body = await api
    .patch(staffPath(email), { json: { role }, ...operatorAction() })
    .json<StaffMemberResponse>();
  return body.data;
}

/** DELETE /admin/staff/{email}: their next console request is refused. */
export async function removeStaff(email: string): Promise<void> {
  await api.delete(staffPath(email), operatorAction()).json();
}
