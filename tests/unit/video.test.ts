import { describe, expect, it } from 'vitest'
import { detectVideo } from '@/lib/domain/video'

const ID = 'dQw4w9WgXcQ'

describe('detectVideo, files', () => {
  it.each(['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'])('recognises .%s', (ext) => {
    expect(detectVideo(`https://cdn.agency.be/v/tour.${ext}`)).toEqual({
      kind: 'file',
      url: `https://cdn.agency.be/v/tour.${ext}`,
      extension: ext,
    })
  })

  it('ignores case, query string and hash', () => {
    expect(detectVideo('https://cdn.agency.be/TOUR.MP4?token=1#t=5')).toMatchObject({ kind: 'file', extension: 'mp4' })
    expect(detectVideo('https://cdn.agency.be/tour.webm?format=.txt')).toMatchObject({ kind: 'file', extension: 'webm' })
  })

  it('accepts a host-relative file path', () => {
    expect(detectVideo('/api/media/file/visit.mov')).toEqual({ kind: 'file', url: '/api/media/file/visit.mov', extension: 'mov' })
  })

  it('refuses other extensions and extensions outside the path', () => {
    for (const url of [
      'https://cdn.agency.be/tour.mkv',
      'https://cdn.agency.be/tour.mp3',
      'https://cdn.agency.be/tour.mp4.html',
      'https://cdn.agency.be/tour?file=a.mp4',
      'https://cdn.agency.be/mp4',
      '/api/media/file/plan.pdf',
    ]) {
      expect(detectVideo(url)).toBeNull()
    }
  })
})

describe('detectVideo, YouTube', () => {
  it.each([`https://www.youtube.com/watch?v=${ID}`, `https://youtu.be/${ID}`, `https://www.youtube.com/embed/${ID}`, `youtube.com/shorts/${ID}`])(
    'embeds %s',
    (url) => {
      expect(detectVideo(url)).toEqual({
        kind: 'youtube',
        id: ID,
        embedUrl: `https://www.youtube.com/embed/${ID}?rel=0&modestbranding=1&color=white`,
      })
    },
  )

  it('refuses a wrong id length', () => {
    expect(detectVideo('https://www.youtube.com/watch?v=dQw4w9WgXc')).toBeNull()
    expect(detectVideo('https://youtu.be/dQw4w9WgXcQx')).toBeNull()
  })
})

describe('detectVideo, Vimeo', () => {
  it('embeds vimeo.com/{number}', () => {
    expect(detectVideo('https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    })
    expect(detectVideo('https://www.vimeo.com/1/')).toMatchObject({ kind: 'vimeo', id: '1' })
  })

  it('refuses every other Vimeo form', () => {
    for (const url of ['https://vimeo.com/channels/staffpicks/76979871', 'https://vimeo.com/abc', 'https://vimeo.com/', 'https://vimeo.com/12a', 'https://evilvimeo.com/123']) {
      expect(detectVideo(url)).toBeNull()
    }
  })
})

describe('detectVideo, Facebook', () => {
  it('recognises …/videos/{number} and fb.watch links', () => {
    const url = 'https://www.facebook.com/agency/videos/1234567890/'
    expect(detectVideo(url)).toEqual({
      kind: 'facebook',
      url,
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}`,
    })
    expect(detectVideo('https://facebook.com/videos/42')).toMatchObject({ kind: 'facebook' })
    expect(detectVideo('https://fb.watch/abC_12-x/')).toMatchObject({ kind: 'facebook', url: 'https://fb.watch/abC_12-x/' })
  })

  it('refuses other Facebook pages', () => {
    for (const url of ['https://www.facebook.com/agency', 'https://www.facebook.com/agency/videos/abc', 'https://fb.watch/', 'https://evilfacebook.com/x/videos/1', 'https://fb.watch.evil.com/abc']) {
      expect(detectVideo(url)).toBeNull()
    }
  })
})

describe('detectVideo, 3D tours', () => {
  it('recognises matterport.com, tvl.be and their subdomains', () => {
    expect(detectVideo('https://my.matterport.com/show/?m=abc')).toEqual({
      kind: 'tour',
      url: 'https://my.matterport.com/show/?m=abc',
      host: 'my.matterport.com',
    })
    expect(detectVideo('https://tvl.be/tour/1')).toMatchObject({ kind: 'tour', host: 'tvl.be' })
    expect(detectVideo('https://www.tvl.be/tour/1')).toMatchObject({ kind: 'tour', host: 'www.tvl.be' })
  })

  it('recognises the site host, exactly or as a subdomain', () => {
    expect(detectVideo('https://agency.be/360/house', { siteHost: 'agency.be' })).toMatchObject({ kind: 'tour' })
    expect(detectVideo('https://tours.agency.be/x', { siteHost: 'https://agency.be/' })).toMatchObject({ kind: 'tour' })
    expect(detectVideo('https://agency.be/360/house')).toBeNull()
    expect(detectVideo('https://agency.be/360/house', { siteHost: '' })).toBeNull()
  })

  it('refuses look-alike hosts', () => {
    for (const url of ['https://evil-tvl.be/x', 'https://tvl.be.evil.com/x', 'https://matterport.com.evil.com/x', 'https://notmatterport.com/x']) {
      expect(detectVideo(url, { siteHost: 'agency.be' })).toBeNull()
    }
    expect(detectVideo('https://evil-agency.be/x', { siteHost: 'agency.be' })).toBeNull()
  })
})

describe('detectVideo, bad input', () => {
  it('gives null for dangerous schemes and garbage', () => {
    for (const url of [
      'javascript:alert(1)//.mp4',
      'data:video/mp4;base64,AAAA',
      'ftp://tvl.be/tour.mp4',
      'https://user:pw@tvl.be/tour',
      '',
      '   ',
      'hello',
      '.mp4',
      `https://www.youtube.com/watch?v=${ID}${'x'.repeat(3000)}`,
    ]) {
      expect(detectVideo(url, { siteHost: 'agency.be' })).toBeNull()
    }
    expect(detectVideo(undefined)).toBeNull()
    expect(detectVideo(null)).toBeNull()
  })
})
