import { Controller, Get, Param, Res } from '@nestjs/common';
import { RequireOrganization } from '@rubrica/service-kit';
import { CallerScope } from '../common/sender-scope.util.js';
import { sendFile } from './send-file.util.js';
import { DownloadDocumentsUseCase } from './use-cases/download-documents/download-documents.use-case.js';

type Response = Parameters<typeof sendFile>[0];

/** Private downloads: the envelope must belong to the caller's organization (404 otherwise). */
@Controller('envelopes')
@RequireOrganization()
export class DownloadsHttpController {
  constructor(private readonly downloads: DownloadDocumentsUseCase) {}

  @Get(':id/download')
  async documents(@CallerScope() scope: CallerScope, @Param('id') id: string, @Res() response: Response) {
    await sendFile(response, await this.downloads.forMember(scope, id, 'documents'));
  }

  @Get(':id/background-sheet/download')
  async signaturePage(@CallerScope() scope: CallerScope, @Param('id') id: string, @Res() response: Response) {
    await sendFile(response, await this.downloads.forMember(scope, id, 'signature-page'));
  }

  @Get(':id/documents/:document/display')
  async display(
    @CallerScope() scope: CallerScope,
    @Param('id') id: string,
    @Param('document') document: string,
    @Res() response: Response,
  ) {
    await sendFile(response, await this.downloads.displayForMember(scope, id, document));
  }
}

/** Public downloads through a recipient's link (section 7). */
@Controller('p/envelopes')
export class PublicDownloadsHttpController {
  constructor(private readonly downloads: DownloadDocumentsUseCase) {}

  @Get(':token/download')
  async documents(@Param('token') token: string, @Res() response: Response) {
    await sendFile(response, await this.downloads.forRecipient(token, 'documents'));
  }

  @Get(':token/background-sheet/download')
  async signaturePage(@Param('token') token: string, @Res() response: Response) {
    await sendFile(response, await this.downloads.forRecipient(token, 'signature-page'));
  }

  @Get(':token/documents/:document/display')
  async display(
    @Param('token') token: string,
    @Param('document') document: string,
    @Res() response: Response,
  ) {
    await sendFile(response, await this.downloads.display(token, document));
  }
}
