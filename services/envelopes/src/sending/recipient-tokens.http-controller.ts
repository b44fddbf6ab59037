import { Controller, Param, Post } from '@nestjs/common';
import {
  GatewayCaller,
  RequireOrganization,
  RequirePermission,
  type OrganizationCaller,
} from '@rubrica/service-kit';
import { MintFaceToFaceTokenUseCase } from './use-cases/mint-face-to-face-token/mint-face-to-face-token.use-case.js';
import { MintInboxTokenUseCase } from './use-cases/mint-inbox-token/mint-inbox-token.use-case.js';

/**
 * Fresh action links for signed-in callers, who cannot read one from a list (links are stored
 * hashed): a recipient opening their inbox item, a sender handing the device to an in-person signer.
 */
@Controller('envelopes')
@RequireOrganization()
export class RecipientTokensHttpController {
  constructor(
    private readonly inboxToken: MintInboxTokenUseCase,
    private readonly faceToFaceToken: MintFaceToFaceTokenUseCase,
  ) {}

  @Post('inbox/:recipientId/token')
  inbox(@GatewayCaller() caller: OrganizationCaller, @Param('recipientId') recipientId: string) {
    return this.inboxToken.execute(caller, recipientId);
  }

  @Post(':id/recipients/:recipientId/face-to-face-token')
  @RequirePermission('send_envelopes')
  faceToFace(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('id') id: string,
    @Param('recipientId') recipientId: string,
  ) {
    return this.faceToFaceToken.execute(caller, id, recipientId);
  }
}
