import { defineRpc } from '@rubrica/messaging';
import type { RpcRequestJson, RpcResponseJson } from '@rubrica/proto';

/** `storage.get_item.v1` (proto `rubrica.storage.v1.StorageItemsService.GetItem`), as it travels. */
export const getStoredItem = defineRpc<
  RpcRequestJson<'storage.get_item.v1'>,
  RpcResponseJson<'storage.get_item.v1'>
>('storage.get_item.v1');

/** `storage.usage.v1` (proto `rubrica.storage.v1.StorageItemsService.GetUsage`), as it travels. */
export const getOrganizationUsage = defineRpc<
  RpcRequestJson<'storage.usage.v1'>,
  RpcResponseJson<'storage.usage.v1'>
>('storage.usage.v1');
