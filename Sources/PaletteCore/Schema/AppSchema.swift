extension Schema {
    /// The app schema: an ordinary app's roles (surfaces, three tiers of text, an accent and its
    /// states, status colours, separators), without the stream schema's camera stage. Its rules
    /// are WCAG 2.x's own thresholds: text 4.5 (SC 1.4.3), controls and status colours 3 against
    /// the surface they sit on (SC 1.4.11, non-text contrast), and at the `high` level 7 for
    /// text (SC 1.4.6). `Schemas/app.json` is this text; docs/schemas.md gives each rule's reason.
    public static let app: Schema = {
        do throws(SchemaLoadError) { return try SchemaFile.decode(appText) } catch {
            preconditionFailure("the built-in app schema does not decode: \(error)")
        }
    }()

    /// The built-in schemas, by the name `--schema NAME` takes.
    public static let builtIn: [String: Schema] = ["stream": .stream, "app": .app]

    /// `builtIn`'s names, sorted: what every command's help names, known without decoding a schema.
    public static let builtInNames = ["app", "stream"]

    static let appText = #"""
{
  "format": "palette-repl-schema/1",
  "name": "app",
  "groups": [
    "surfaces",
    "text",
    "accent",
    "status",
    "separators"
  ],
  "ground": "background",
  "plate": "surface",
  "roles": [
    {
      "name": "background",
      "group": "surfaces",
      "description": "the window's ground",
      "opaque": true
    },
    {
      "name": "surface",
      "group": "surfaces",
      "description": "cards, grouped lists and panels on the ground"
    },
    {
      "name": "surfaceRaised",
      "group": "surfaces",
      "description": "menus, popovers and sheets above a surface"
    },
    {
      "name": "field",
      "group": "surfaces",
      "description": "text fields and other inputs on a surface"
    },
    {
      "name": "selection",
      "group": "surfaces",
      "description": "a selected row or item"
    },
    {
      "name": "text",
      "group": "text",
      "description": "titles and body text"
    },
    {
      "name": "textSecondary",
      "group": "text",
      "description": "captions, metadata, secondary labels"
    },
    {
      "name": "textTertiary",
      "group": "text",
      "description": "placeholders and hints"
    },
    {
      "name": "link",
      "group": "text",
      "description": "inline links"
    },
    {
      "name": "textOnAccent",
      "group": "text",
      "description": "labels on accent fills"
    },
    {
      "name": "accent",
      "group": "accent",
      "description": "the primary action, a selected control, a progress bar"
    },
    {
      "name": "accentSubtle",
      "group": "accent",
      "description": "a tinted background behind accent content"
    },
    {
      "name": "destructive",
      "group": "status",
      "description": "actions that delete or discard, errors"
    },
    {
      "name": "success",
      "group": "status",
      "description": "confirmations and completed states"
    },
    {
      "name": "warning",
      "group": "status",
      "description": "cautions"
    },
    {
      "name": "separator",
      "group": "separators",
      "description": "hairlines between rows and sections"
    },
    {
      "name": "border",
      "group": "separators",
      "description": "the outline of controls and inputs"
    },
    {
      "name": "focusRing",
      "group": "separators",
      "description": "keyboard focus"
    }
  ],
  "derived": [
    {
      "name": "accentHover",
      "base": "accent",
      "step": 0.04,
      "description": "the primary action under the pointer"
    },
    {
      "name": "accentPressed",
      "base": "accent",
      "step": 0.08,
      "description": "the primary action while pressed"
    }
  ],
  "ruleKinds": [
    {
      "name": "text",
      "measure": "contrast",
      "threshold": 4.5,
      "palettes": "all"
    },
    {
      "name": "muted",
      "measure": "contrast",
      "threshold": 3,
      "palettes": "all"
    },
    {
      "name": "control",
      "measure": "contrast",
      "threshold": 3,
      "palettes": "all"
    },
    {
      "name": "separator",
      "measure": "contrast",
      "threshold": 1.2,
      "palettes": "all"
    },
    {
      "name": "ladder",
      "measure": "contrast",
      "threshold": 1.05,
      "palettes": "all"
    },
    {
      "name": "darkStep",
      "measure": "lightness",
      "threshold": 0.04,
      "palettes": "dark"
    },
    {
      "name": "signal",
      "measure": "distinct",
      "threshold": 9,
      "palettes": "all"
    }
  ],
  "rules": {
    "text": [
      "text/background",
      "text/surface",
      "text/surfaceRaised",
      "text/field",
      "text/selection",
      "textSecondary/background",
      "textSecondary/surface",
      "link/background",
      "link/surface",
      "textOnAccent/accent",
      "textOnAccent/accentPressed"
    ],
    "muted": [
      "textTertiary/field",
      "textTertiary/surface",
      "accent/accentSubtle"
    ],
    "control": [
      "accent/background",
      "accent/surface",
      "border/surface",
      "border/background",
      "focusRing/background",
      "focusRing/surface",
      "destructive/surface",
      "success/surface",
      "warning/surface"
    ],
    "separator": [
      "separator/background",
      "separator/surface"
    ],
    "ladder": [
      "surface/background",
      "surfaceRaised/surface",
      "field/surface",
      "selection/surface",
      "accentSubtle/surface"
    ],
    "darkStep": [
      "surface/background",
      "surfaceRaised/surface"
    ],
    "signal": [
      "success/destructive",
      "warning/destructive"
    ]
  },
  "swift": {
    "palette": "AppPalette"
  },
  "levels": [
    {
      "name": "high",
      "thresholds": {
        "text": 7,
        "muted": 4.5,
        "control": 4.5,
        "separator": 1.5,
        "ladder": 1.15,
        "darkStep": 0.08,
        "signal": 12
      },
      "steps": {
        "accentPressed": 0.12
      }
    }
  ],
  "otherKind": {
    "ground": {
      "light": 0.97,
      "dark": 0.22
    },
    "darkScale": {
      "surfaces": 2
    },
    "keepOrder": [
      "surface/background",
      "surfaceRaised/surface",
      "success/destructive",
      "warning/destructive"
    ]
  },
  "draft": {
    "keys": [
      "background",
      "text",
      "accent"
    ],
    "base16": {
      "background": "base00",
      "surface": "base01",
      "selection": "base02",
      "text": "base05",
      "textSecondary": "base04",
      "textTertiary": "base03",
      "link": "base0D",
      "accent": "base0D",
      "destructive": "base08",
      "success": "base0B",
      "warning": "base0A"
    }
  },
  "hierarchy": {
    "tiers": [
      [
        "text",
        "textSecondary",
        "textTertiary"
      ]
    ]
  }
}
"""#
}
