import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ReadinessCheck } from '../health/readiness-check.js';

/** Ready when PostgreSQL answers `SELECT 1` through the pool. */
@Injectable()
export class DatabaseReadinessCheck implements ReadinessCheck {
  readonly name = 'db';

  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<void> {
    if (!this.dataSource.isInitialized) throw new Error('data source is not initialized');
    await this.dataSource.query('SELECT 1');
  }
}
