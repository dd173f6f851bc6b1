extension Palette {
    /// Sets a role's colour and what it follows (nil: nothing), then recomputes every role that
    /// follows it, directly or through others. Returns the links given up on the way.
    /// Throws, changing nothing, when the link would make the role follow itself.
    @discardableResult
    package mutating func assign(_ role: RoleName, _ colour: Colour?, following link: RoleLink?) throws(LinkProblem) -> [BrokenLink] {
        if let link {
            guard role != schema.ground else { throw .groundFollows(role) }
            if let path = path(from: link.sources, to: role) { throw .cycle(role: role, path: path) }
        }
        self[role] = colour
        setLink(link, for: role)
        return refreshLinks()
    }

    /// `assign(role, colour, following: nil)`, which cannot make a cycle: the role follows
    /// nothing any more, and every role that follows it is recomputed.
    @discardableResult
    package mutating func place(_ colour: Colour?, for role: RoleName) -> [BrokenLink] {
        self[role] = colour
        setLink(nil, for: role)
        return refreshLinks()
    }

    /// The chain of links from one of `sources` back to `role` (`[sheet, plate]` when sheet
    /// follows plate and `role` is plate), or nil when none leads there.
    package func path(from sources: [RoleName], to role: RoleName) -> [RoleName]? {
        var visited: Set<RoleName> = []
        func walk(_ name: RoleName) -> [RoleName]? {
            if name == role { return [name] }
            guard visited.insert(name).inserted, let link = links[name] else { return nil }
            for source in link.sources { if let rest = walk(source) { return [name] + rest } }
            return nil
        }
        for source in sources { if let path = walk(source) { return path } }
        return nil
    }

    /// Linked roles, each after every linked role it reads: the order to recompute them in.
    package var linkOrder: [RoleName] {
        var order: [RoleName] = []
        var placed: Set<RoleName> = []
        func place(_ role: RoleName) {
            guard let link = links[role], !placed.contains(role) else { return }
            placed.insert(role)
            for source in link.sources { place(source) }
            order.append(role)
        }
        for role in schema.roleNames { place(role) }
        return order
    }

    /// Recomputes every linked role from what it reads. A link that can no longer be computed
    /// is given up and its role keeps its colour.
    @discardableResult
    package mutating func refreshLinks() -> [BrokenLink] {
        guard !links.isEmpty else { return [] }
        var broken: [BrokenLink] = []
        for role in linkOrder {
            guard let link = links[role] else { continue }
            do throws(ExpressionError) {
                let colour = try ExpressionEvaluator(palette: self, libraries: []).evaluate(link.expression)
                if schema.role(role)!.mustBeOpaque && !colour.isOpaque {
                    broken.append(BrokenLink(role: role, link: link, reason: nil))
                    setLink(nil, for: role)
                    continue
                }
                self[role] = colour
            } catch {
                broken.append(BrokenLink(role: role, link: link, reason: error))
                setLink(nil, for: role)
            }
        }
        return broken
    }

    /// The palette with no role following another: every colour as it is.
    package func unlinked() -> Palette {
        var palette = self
        for role in links.keys { palette.setLink(nil, for: role) }
        return palette
    }

    /// The palette with only the links that make a role another's colour as it is (`sheet =
    /// plate`): what a level's variant and the other kind keep. A step from another role is the
    /// designer's step for this kind at standard; a level or the other kind sets steps of its own,
    /// as it does derived tokens'.
    package func keepingOnlySameColourLinks() -> Palette {
        var palette = self
        for (role, link) in links where !link.isSameColour(as: schema) { palette.setLink(nil, for: role) }
        return palette
    }

    /// Roles that follow `role`, directly or through others, in the order they are recomputed.
    package func followers(of role: RoleName) -> [RoleName] {
        linkOrder.filter { path(from: links[$0]!.sources, to: role) != nil }
    }
}
