import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import type { Response } from 'express';
import {
  GatewayCaller,
  Multipart,
  RequireOrganization,
  type MultipartSource,
  type OrganizationCaller,
  parseInput,
} from '@rubrica/service-kit';
import {
  createFolderSchema,
  listItemsQuerySchema,
  moveItemSchema,
  renameItemSchema,
  shareItemSchema,
  unshareItemSchema,
} from './items.schemas.js';
import { scopeOf } from './items-scope.util.js';
import { contentDisposition } from './content-disposition.util.js';

import { CreateFolderUseCase } from './use-cases/create-folder/create-folder.use-case.js';
import { DeleteItemUseCase } from './use-cases/delete-item/delete-item.use-case.js';
import { DownloadItemUseCase } from './use-cases/download-item/download-item.use-case.js';
import { GetItemUseCase } from './use-cases/get-item/get-item.use-case.js';
import { GetStorageUsageUseCase } from './use-cases/get-storage-usage/get-storage-usage.use-case.js';
import { ListItemsUseCase } from './use-cases/list-items/list-items.use-case.js';
import { MoveItemUseCase } from './use-cases/move-item/move-item.use-case.js';
import { PublishItemUseCase } from './use-cases/publish-item/publish-item.use-case.js';
import { ShareItemUseCase } from './use-cases/share-item/share-item.use-case.js';
import { RenameItemUseCase } from './use-cases/rename-item/rename-item.use-case.js';
import { UnpublishItemUseCase } from './use-cases/unpublish-item/unpublish-item.use-case.js';
import { UploadItemUseCase } from './use-cases/upload-item/upload-item.use-case.js';

/** The organization's storage (spec, workspace §2 "Storage screen" and §7). */
@Controller('items')
@RequireOrganization()
export class ItemsHttpController {
  constructor(
    private readonly listItems: ListItemsUseCase,
    private readonly getItem: GetItemUseCase,
    private readonly createFolder: CreateFolderUseCase,
    private readonly uploadItem: UploadItemUseCase,
    private readonly renameItem: RenameItemUseCase,
    private readonly moveItem: MoveItemUseCase,
    private readonly deleteItem: DeleteItemUseCase,
    private readonly downloadItem: DownloadItemUseCase,
    private readonly storageUsage: GetStorageUsageUseCase,
    private readonly publishItem: PublishItemUseCase,
    private readonly unpublishItem: UnpublishItemUseCase,
    private readonly shareItem: ShareItemUseCase,
  ) {}

  @Get()
  list(@GatewayCaller() caller: OrganizationCaller, @Query() query: unknown) {
    return this.listItems.execute(scopeOf(caller), parseInput(listItemsQuerySchema, query));
  }

  // Before `:id`, which would otherwise take "usage" for an id.
  @Get('usage')
  usage(@GatewayCaller() caller: OrganizationCaller) {
    return this.storageUsage.execute(scopeOf(caller));
  }

  @Get(':id')
  get(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.getItem.execute(scopeOf(caller), id);
  }

  @Post()
  create(@GatewayCaller() caller: OrganizationCaller, @Body() body: unknown) {
    return this.createFolder.execute(scopeOf(caller), parseInput(createFolderSchema, body));
  }

  @Post('upload')
  upload(@GatewayCaller() caller: OrganizationCaller, @Multipart() upload: MultipartSource) {
    return this.uploadItem.execute(scopeOf(caller), upload);
  }

  @Patch(':id')
  rename(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string, @Body() body: unknown) {
    return this.renameItem.execute(scopeOf(caller), id, parseInput(renameItemSchema, body).name);
  }

  @Put(':id/move')
  move(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string, @Body() body: unknown) {
    return this.moveItem.execute(scopeOf(caller), id, parseInput(moveItemSchema, body).parent);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.deleteItem.execute(scopeOf(caller), id);
  }

  @Post(':id/publish')
  @HttpCode(200)
  publish(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.publishItem.execute(scopeOf(caller), id);
  }

  @Delete(':id/publish')
  @HttpCode(204)
  unpublish(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.unpublishItem.execute(scopeOf(caller), id);
  }

  @Get(':id/shares')
  shares(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.shareItem.list(scopeOf(caller), id);
  }

  @Put(':id/shares')
  share(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string, @Body() body: unknown) {
    return this.shareItem.share(scopeOf(caller), id, parseInput(shareItemSchema, body));
  }

  @Delete(':id/shares')
  @HttpCode(204)
  unshare(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string, @Body() body: unknown) {
    return this.shareItem.unshare(scopeOf(caller), id, parseInput(unshareItemSchema, body).users);
  }

  @Get(':id/download')
  async download(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('id') id: string,
    @Res({ passthrough: true }) response: Response,
  ) {
    const file = await this.downloadItem.execute(scopeOf(caller), id);
    response.setHeader('content-length', String(file.size));
    return new StreamableFile(file.body, {
      type: file.mimetype,
      disposition: contentDisposition(file.name),
    });
  }
}
