import type { Adapter, AdapterPayload } from 'oidc-provider';
import { isCleanText } from '../../input/invalid-text.ts';
import type { PayloadRepository } from './payload-repository.ts';

/**
 * oidc-provider's storage contract on the payload table. `now` is real time: the provider
 * checks expiry with its own clock too. The provider parses its own requests, so an id from a
 * client may hold a NUL or a lone surrogate, which PostgreSQL cannot compare: such an id is
 * simply not found (the provider then answers its own 400, e.g. invalid_grant).
 */
export function adapterFactory(repo: PayloadRepository) {
  return class DatabaseAdapter implements Adapter {
    readonly model: string;
    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await repo.upsert(this.model, id, payload, expiresAt);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (!isCleanText(id)) return undefined;
      return this.read(await repo.find(this.model, 'id', id, new Date()));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      if (!isCleanText(uid)) return undefined;
      return this.read(await repo.find(this.model, 'uid', uid, new Date()));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      if (!isCleanText(userCode)) return undefined;
      return this.read(await repo.find(this.model, 'userCode', userCode, new Date()));
    }

    async consume(id: string): Promise<void> {
      if (!isCleanText(id)) return;
      await repo.consume(this.model, id, new Date());
    }

    async destroy(id: string): Promise<void> {
      if (!isCleanText(id)) return;
      await repo.destroy(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      if (!isCleanText(grantId)) return;
      await repo.revokeByGrantId(grantId);
    }

    private read(row: { payload: Record<string, unknown>; consumedAt: Date | null } | undefined) {
      if (!row) return undefined;
      const payload = { ...row.payload } as AdapterPayload;
      if (row.consumedAt) payload.consumed = Math.floor(row.consumedAt.getTime() / 1000);
      return payload;
    }
  };
}
