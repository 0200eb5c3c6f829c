import type {
  AdminDealResponse,
  AdminProductResponse,
  CreateDealRequest,
  CreateProductRequest,
  UpdateDealRequest,
  UpdateProductRequest,
} from '../../../../contract/admin';
import { api } from '../../../api/client';
import { operatorCreate } from './actions';

export async function createProduct(request: CreateProductRequest): Promise<number> {
  const body = await api
    .post('admin/products', { json: request, ...operatorCreate() })
    .json<AdminProductResponse>();
  return body.data.id;
}

export async function updateProduct(
  productId: number,
  request: UpdateProductRequest,
): Promise<void> {
  await api
    .patch(`admin/products/${productId}`, { json: request, ...operatorCreate() })
    .json<AdminProductResponse>();
}

export async function createDeal(request: CreateDealRequest): Promise<AdminDealResponse['data']> {
  const body = await api
    .post('admin/deals', { json: request, ...operatorCreate() })
    .json<AdminDealResponse>();
  return body.data;
}

export async function updateDeal(
  dealId: number,
  request: UpdateDealRequest,
): Promise<AdminDealResponse['data']> {
  const body = await api
    .patch(`admin/deals/${dealId}`, { json: request, ...operatorCreate() })
    .json<AdminDealResponse>();
  return body.data;
}
