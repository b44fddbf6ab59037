import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InjectEnvelopesConfig } from '../../../common/envelopes-tokens.js';
import { signerPluginLicense, type EnvelopesConfig } from '../../../envelopes.config.js';
import { RecipientAccessResolver } from '../../../envelope-flow/recipient-access.js';
import { PublicError } from '../../../envelope-flow/envelope-flow.exception.js';
import { RecipientLinkError } from '../../public.exception.js';

/**
 * GET p/envelopes/recipients/{token}/cess/license (section 7): the licence the local signer
 * plugin needs to log in, for a holder of a live link. 404 where none is configured.
 */
@Injectable()
export class GetPluginLicenseUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: RecipientAccessResolver,
    @InjectEnvelopesConfig()
    private readonly config: Pick<EnvelopesConfig, 'NODE_ENV' | 'SIGNER_PLUGIN_LICENSE'>,
  ) {}

  async execute(token: string): Promise<{ license: string }> {
    const access = await this.access.forReading(this.dataSource.manager, token);
    // Only a link that may still sign needs the plugin (a completion link only downloads).
    if (access.token.purpose !== 'action') throw PublicError.invalidToken();
    const license = signerPluginLicense(this.config);
    if (!license) throw RecipientLinkError.pluginNotConfigured();
    return { license };
  }
}
