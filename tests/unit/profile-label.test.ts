/** A profile link is named by where it goes (design review: "Profile ↗" did not say). */
import { describe, expect, it } from 'vitest';
import { profileSiteName } from '../../src/content/profile-label.ts';

describe('profileSiteName', () => {
  it('names known sites by their brand, with or without www or a country subdomain', () => {
    expect(profileSiteName('https://www.linkedin.com/in/alex-sample')).toBe('LinkedIn');
    expect(profileSiteName('https://uk.linkedin.com/in/alex-sample')).toBe('LinkedIn');
    expect(profileSiteName('https://github.com/alex')).toBe('GitHub');
    expect(profileSiteName('https://twitter.com/alex')).toBe('X');
  });

  it('names any other site by its host, not by a lookalike suffix', () => {
    expect(profileSiteName('https://www.example-blog.org/about')).toBe('example-blog.org');
    expect(profileSiteName('https://notlinkedin.com/in/x')).toBe('notlinkedin.com');
  });
});
