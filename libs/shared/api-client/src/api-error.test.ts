import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-error';

describe('errorMessage', () => {
  it("spec §8: shows the server's Turkish message when the body carries one", () => {
    const error = new ApiError(409, { code: 'CONFLICT', message: 'Bu e-posta zaten kayıtlı.' });
    expect(errorMessage(error)).toBe('Bu e-posta zaten kayıtlı.');
    expect(error.code).toBe('CONFLICT');
  });

  it('spec §8: falls back to Turkish text per client status', () => {
    expect(errorMessage(new ApiError('FETCH_ERROR'))).toBe('Sunucuya ulaşılamadı. Bağlantınızı kontrol edin.');
    expect(errorMessage(new ApiError('TIMEOUT_ERROR'))).toBe('İstek zaman aşımına uğradı.');
    expect(errorMessage(new ApiError('PARSING_ERROR', '<html>'))).toBe('Sunucudan anlaşılamayan bir yanıt geldi.');
  });

  it('spec §8: a status without a usable message, or a foreign error, gets the generic text', () => {
    const generic = 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.';
    expect(errorMessage(new ApiError(502, '<html>Bad Gateway</html>'))).toBe(generic);
    expect(errorMessage(new ApiError(500, { code: 'INTERNAL_ERROR', message: ' ' }))).toBe(generic);
    expect(errorMessage(new TypeError('x is undefined'))).toBe(generic);
    expect(errorMessage(undefined)).toBe(generic);
    expect(new ApiError(404).code).toBeUndefined();
  });
});
