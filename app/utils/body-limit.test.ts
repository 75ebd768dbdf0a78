import { describe, expect, test } from 'vitest'
import {
  ADMIN_FORM_BODY_LIMIT,
  FORM_BODY_LIMIT,
  MULTIPART_OVERHEAD,
  bodyLimitFor,
  tooLargeMessage,
} from './body-limit.server'

const MB8 = 8 * 1024 * 1024

describe('request body limits', () => {
  test('forms get the small limit, wherever they post', () => {
    expect(bodyLimitFor('/contact', 'application/x-www-form-urlencoded', MB8).bytes).toBe(
      FORM_BODY_LIMIT,
    )
    // multipart alone does not raise the limit: only upload routes take files
    expect(bodyLimitFor('/contact', 'multipart/form-data; boundary=x', MB8).bytes).toBe(
      FORM_BODY_LIMIT,
    )
    expect(bodyLimitFor('/api/auth/sign-up/email', 'application/json', MB8).bytes).toBe(
      FORM_BODY_LIMIT,
    )
  })

  test('uploads on the upload routes get MAX_UPLOAD_BYTES plus the multipart envelope', () => {
    for (const path of ['/profile', '/profile.data'])
      expect(bodyLimitFor(path, 'multipart/form-data; boundary=x', MB8)).toEqual({
        bytes: MB8 + MULTIPART_OVERHEAD,
        kind: 'upload',
      })
  })

  test("a backup archive upload gets BACKUP_UPLOAD_MAX_BYTES; the page's other forms do not", () => {
    for (const path of ['/admin/backup-restore', '/admin/backup-restore.data']) {
      const limit = bodyLimitFor(path, 'multipart/form-data; boundary=x', MB8)
      expect(limit.kind).toBe('backup')
      expect(limit.bytes).toBe(2 * 1024 ** 3 + MULTIPART_OVERHEAD)
      expect(tooLargeMessage(limit)).toContain('the limit is 2 GB')
    }
    expect(
      bodyLimitFor('/admin/backup-restore', 'application/x-www-form-urlencoded', MB8).bytes,
    ).toBe(ADMIN_FORM_BODY_LIMIT)
  })

  test('the media library also takes podcast audio, up to MAX_AUDIO_UPLOAD_BYTES', () => {
    const audio = 40 * 1024 * 1024 // the default
    expect(bodyLimitFor('/admin/media', 'multipart/form-data; boundary=x', MB8)).toEqual({
      bytes: audio + MULTIPART_OVERHEAD,
      kind: 'upload',
    })
  })

  test('admin forms carry whole articles', () => {
    expect(
      bodyLimitFor('/admin/articles/new', 'application/x-www-form-urlencoded', MB8).bytes,
    ).toBe(ADMIN_FORM_BODY_LIMIT)
  })

  test('the 413 message says what the limit is', () => {
    expect(tooLargeMessage({ bytes: FORM_BODY_LIMIT, kind: 'form' }, MB8)).toContain('256 KB')
    expect(tooLargeMessage({ bytes: MB8 + MULTIPART_OVERHEAD, kind: 'upload' }, MB8)).toContain(
      '8 MB',
    )
  })
})
