import { describe, expect, it } from 'vitest'
import { isYoutubeId, youtubeEmbedUrl, youtubeId, youtubeThumbnail } from '@/lib/domain/youtube'

const ID = 'dQw4w9WgXcQ'

describe('youtubeId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}&t=42`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=10`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}/`,
    `https://www.youtube.com/live/${ID}`,
  ])('reads %s', (url) => {
    expect(youtubeId(new URL(url))).toBe(ID)
  })

  it('refuses ids that are not exactly 11 characters of [A-Za-z0-9_-]', () => {
    for (const id of ['dQw4w9WgXc', 'dQw4w9WgXcQQ', 'dQw4w9WgXc!', 'dQw4w9WgXc.', '']) {
      expect(youtubeId(new URL(`https://www.youtube.com/watch?v=${encodeURIComponent(id)}`))).toBeNull()
      expect(youtubeId(new URL(`https://youtu.be/${encodeURIComponent(id)}`))).toBeNull()
    }
  })

  it('refuses other hosts and paths', () => {
    for (const url of [
      `https://youtube.com.evil.com/watch?v=${ID}`,
      `https://notyoutube.com/watch?v=${ID}`,
      `https://www.youtube.com/channel/${ID}`,
      `https://www.youtube.com/embed/${ID}/extra`,
      `https://youtu.be/a/${ID}`,
      `https://www.youtube.com/watch`,
    ]) {
      expect(youtubeId(new URL(url))).toBeNull()
    }
  })
})

describe('YouTube URLs', () => {
  it('builds the embed URL with rel=0, modest branding and a white bar', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube.com/embed/${ID}?rel=0&modestbranding=1&color=white`)
  })

  it('gives thumbnails in three sizes', () => {
    expect(youtubeThumbnail(ID, 'low')).toBe(`https://img.youtube.com/vi/${ID}/default.jpg`)
    expect(youtubeThumbnail(ID, 'medium')).toBe(`https://img.youtube.com/vi/${ID}/mqdefault.jpg`)
    expect(youtubeThumbnail(ID, 'high')).toBe(`https://img.youtube.com/vi/${ID}/hqdefault.jpg`)
    expect(youtubeThumbnail(ID)).toBe(`https://img.youtube.com/vi/${ID}/hqdefault.jpg`)
  })

  it('gives no thumbnail for an invalid id', () => {
    for (const id of ['short', '../../etc/x', '', undefined, null]) expect(youtubeThumbnail(id, 'low')).toBeNull()
    expect(isYoutubeId(ID)).toBe(true)
    expect(isYoutubeId(`${ID} `)).toBe(false)
  })
})
