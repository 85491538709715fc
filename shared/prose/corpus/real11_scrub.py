"""Scrubbing rules for build.py: (pattern, replacement), applied in order to prompts,
messages and command lines. Found by scanning the sampled rows for home paths,
e-mail addresses, key/token shapes, account identifiers and the users' names/handles."""
SCRUB = [
    # home directories and Claude Code project keys derived from them
    (r"/Users/(?!dev\b)[^/\s`'\")\]]+", "/Users/dev"),
    (r"/home/(?!dev\b)(?!user\b)[^/\s`'\")\]]+", "/home/dev"),
    (r"(?i)\b([A-Z]):\\+Users\\+[^\\\s]+", r"\1:\\Users\\dev"),
    (r"-Users-(?!dev-)[A-Za-z0-9._]+-", "-Users-dev-"),
    (r"-home-(?!dev-)[A-Za-z0-9._]+-", "-home-dev-"),
    # e-mail addresses (the Anthropic co-author trailer address is kept)
    (r"\b(?!noreply@anthropic\.com)[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b", "<email>"),
    # credentials and account identifiers
    (r"\b(sk|pk|rk)_(live|test)_(?!YOUR_KEY_HERE)(?!\*)[A-Za-z0-9]{8,}", r"\1_\2_<redacted>"),
    (r"\bwhsec_[A-Za-z0-9]{8,}", "whsec_<redacted>"),
    (r"\beyJ[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]+)*(?:\.\.\.)?", "<redacted-jwt>"),
    (r"\b(ghp|gho|ghs|github_pat)_[A-Za-z0-9_]{10,}", "<redacted-token>"),
    (r"\bAKIA[0-9A-Z]{12,}", "<redacted-aws-key>"),
    (r"\b\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com", "<client-id>.apps.googleusercontent.com"),
    (r"\bprice_[A-Za-z0-9]{14,}", "price_<id>"),
    (r"\b(theme-gpt-[a-z]+)-[a-z0-9]{10}-uc\.a\.run\.app", r"\1-<hash>-uc.a.run.app"),
    # users' handles outside repository names/URLs
    (r"(?<![/\w])y3i12(?!/)", "dev"),
    (r"(?<=devel_)y3i12", "dev"),
]
