import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BillingConfig } from '../../../billing.config.js';
import { InjectBillingConfig } from '../../../billing-config.module.js';
import { catalogue, checkoutOptions } from '../../plan-catalogue.js';
import type { PlanListResponse } from '../../plans.schemas.js';

/** `GET /plans`: the plans tab's cards and comparison table, and what checkout asks in this edition. */
@Injectable()
export class ListPlansUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBillingConfig() private readonly config: BillingConfig,
  ) {}

  async execute(interval?: number): Promise<PlanListResponse> {
    return {
      data: await catalogue(this.dataSource.manager, interval),
      checkout: checkoutOptions(this.config),
    };
  }
}
