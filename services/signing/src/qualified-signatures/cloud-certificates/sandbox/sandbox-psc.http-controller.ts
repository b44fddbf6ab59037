import { Body, Controller, Get, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PscFault, SandboxPscProvider } from './sandbox-psc.provider.js';

/**
 * The sandbox cloud certificate service, speaking ITI's PSC API v0 (served only when
 * CLOUD_CERTIFICATE_PROVIDER is `sandbox`; not routed by the gateway). Errors are OAuth-shaped
 * (`{ error, error_description }`), as providers answer them.
 */
@Controller('sandbox/psc')
export class SandboxPscHttpController {
  constructor(private readonly provider: SandboxPscProvider) {}

  @Post('v0/oauth/pwd_authorize')
  @HttpCode(200)
  async authorize(@Body() body: Record<string, unknown> | undefined, @Res() response: Response) {
    await answer(response, async () => {
      const token = await this.provider.authorize(body ?? {});
      return {
        access_token: token.accessToken,
        token_type: 'Bearer',
        expires_in: token.expiresIn,
        scope: 'signature_session',
        authorized_identification_type: token.username.length === 11 ? 'CPF' : 'CNPJ',
        authorized_identification: token.username,
      };
    });
  }

  @Get('v0/oauth/certificate-discovery')
  async discover(
    @Headers('authorization') authorization: string | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await answer(response, async () => ({
      status: 'S',
      certificates: await this.provider.certificates(authorization, crlUrlOf(request)),
    }));
  }

  @Post('v0/oauth/signature')
  @HttpCode(200)
  async sign(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: Record<string, unknown> | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await answer(response, () => this.provider.sign(authorization, body ?? {}, crlUrlOf(request)));
  }

  /** The sandbox authority's revocation list, named in every certificate it issues. */
  @Get('crl/sandbox-ac.crl')
  async revocationList(@Res() response: Response) {
    const crl = await this.provider.revocationList();
    response.status(200).type('application/pkix-crl').send(Buffer.from(crl));
  }
}

async function answer(response: Response, work: () => Promise<unknown>): Promise<void> {
  try {
    response.status(200).json(await work());
  } catch (error) {
    if (!(error instanceof PscFault)) throw error;
    response.status(error.status).json({ error: error.error, error_description: error.message });
  }
}

/** The list is published where this sandbox was reached, so whoever reads a certificate can fetch it. */
function crlUrlOf(request: Request): string {
  return `${request.protocol}://${request.get('host')}${request.baseUrl}/sandbox/psc/crl/sandbox-ac.crl`;
}
