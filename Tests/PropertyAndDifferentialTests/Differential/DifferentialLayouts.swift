import CompositionalLayout

/// Hand-made layouts that exercise what the catalog may not (yet): each names the spec rules it covers.
enum DifferentialLayouts {
    static let badge = SupplementaryItem(
        elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
        containerAnchor: Anchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))

    static let header = BoundarySupplementaryItem(elementKind: "header").height(.estimated(50))
    static let footer = BoundarySupplementaryItem(elementKind: "footer").height(.absolute(30)).alignment(.bottom)

    /// Every layout, by name.
    static let all: [(name: String, layout: Layout)] = [
        ("nested groups (spec b), badges every 3rd, decoration (A2, C1, C2, G9)", nested),
        ("count form with spacing (G5, G6), header and footer (B3, B4)", countForm),
        ("fill with spacing and fractional children (G5), flexible edges (G7, G8)", fillSpacing),
        ("estimated list (E1, G11, I2)", estimatedList),
        ("group supplementaries on nested groups (A5), repeating form (G6)", groupSupplementaries),
        ("boundary items of every alignment, not extending, offsets (B2, B3)", boundaryAlignments),
        ("orthogonal sections of every behaviour (S6, S7, D5)", orthogonal),
        ("horizontal scroll direction with layout-wide header and footer (B6)", horizontalScroll),
        ("custom group (G10) with zIndex and a background", custom),
        ("root edge spacing: fixed and flexible (S5)", rootEdges),
        ("section provider with spacing between sections (L3, L4)", provider),
    ]

    static var nested: Layout {
        let small = Item().width(.fractionalWidth(1)).height(.fractionalHeight(0.5)).contentInsets(1.5)
            .supplementaryItems { badge.visibility(.onlyEvery(3)) }
        let vg = VGroup(LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))) { small }
        return Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5))) {
                    Item().width(.fractionalWidth(0.5)).height(.fractionalHeight(1)).contentInsets(3)
                    vg
                    vg
                }
            }
            .contentInsets(DirectionalInsets(top: 7, leading: 5, bottom: 9, trailing: 3))
            .interGroupSpacing(4)
            .decorationItems { DecorationItem.background(elementKind: "background").contentInsets(8) })
    }

    static var countForm: Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), count: 3) {
                    Item().contentInsets(2)
                }
                .interItemSpacing(.fixed(10))
            }
            .interGroupSpacing(10)
            .contentInsets(10)
            .boundarySupplementaryItems {
                header
                footer
            })
    }

    static var fillSpacing: Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.3))) {
                    Item().width(.fractionalWidth(0.25)).height(.fractionalWidth(0.25))
                        .edgeSpacing(top: .flexible(0), bottom: .flexible(0))
                    Item().width(.absolute(40)).height(.absolute(40)).edgeSpacing(
                        leading: .flexible(2), trailing: .fixed(3))
                }
                .interItemSpacing(.fixed(16))
            }
            .contentInsets(DirectionalInsets(top: 0, leading: 10, bottom: 0, trailing: 10)))
    }

    static var estimatedList: Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
                    Item().width(.fractionalWidth(0.5)).height(.estimated(44)).contentInsets(4)
                    Item().width(.fractionalWidth(0.5)).height(.estimated(60)).contentInsets(4)
                }
            }
            .interGroupSpacing(6)
            .contentInsets(12)
            .boundarySupplementaryItems { header.pinToVisibleBounds() })
    }

    static var groupSupplementaries: Layout {
        let inner = VGroup(LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))) {
            Item().height(.fractionalHeight(0.5))
        }
        .contentInsets(3)
        .supplementaryItems {
            SupplementaryItem(
                elementKind: "group-label", size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(12)),
                containerAnchor: Anchor(edges: [.bottom]),
                itemAnchor: Anchor(edges: [.top], offset: .absolute(Point(x: 1, y: 2))))
        }
        return Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(150))) {
                    inner
                    HGroup(LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))) {
                        Item().width(.absolute(30))
                    }
                    .repeating(count: 2)
                }
                .supplementaryItems { SupplementaryItem(elementKind: "row", edges: [.leading]) }
            })
    }

    static var boundaryAlignments: Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(80)), count: 2) { Item() }
            }
            .contentInsets(DirectionalInsets(top: 4, leading: 20, bottom: 6, trailing: 10))
            .supplementariesFollowContentInsets(false)
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "top-leading").size(
                    LayoutSize(width: .fractionalWidth(0.5), height: .absolute(20))
                )
                .alignment(.topLeading)
                BoundarySupplementaryItem(elementKind: "trailing").size(
                    LayoutSize(width: .absolute(30), height: .absolute(25))
                )
                .alignment(.trailing)
                BoundarySupplementaryItem(elementKind: "inside").height(.absolute(15)).alignment(.bottomTrailing)
                    .extendsBoundary(false).offset(x: -3, y: 2)
                BoundarySupplementaryItem(elementKind: "footer").height(.fractionalHeight(0.05)).alignment(.bottom)
            })
    }

    static var orthogonal: Layout {
        let behaviours: [OrthogonalScrollingBehavior] = [
            .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered, .none,
        ]
        let sections = behaviours.enumerated().map { (i, behaviour) in
            Section {
                HGroup(LayoutSize(width: .fractionalWidth(0.8 - 0.1 * Double(i % 3)), height: .absolute(120))) {
                    Item().width(.fractionalWidth(0.5)).contentInsets(4)
                }
            }
            .orthogonalScrolling(behaviour)
            .interGroupSpacing(8)
            .contentInsets(DirectionalInsets(top: 10, leading: 16, bottom: 12, trailing: 16))
            .boundarySupplementaryItems { header }
            .decorationItems { DecorationItem.background(elementKind: "background") }
        }
        return Layout(sections: sections).interSectionSpacing(20)
    }

    static var horizontalScroll: Layout {
        Layout(
            section: Section {
                VGroup(LayoutSize(width: .fractionalHeight(0.3), height: .fractionalHeight(1))) {
                    Item().height(.fractionalHeight(1.0 / 3)).contentInsets(2)
                }
            }
            .contentInsets(DirectionalInsets(top: 8, leading: 4, bottom: 8, trailing: 4))
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "side").size(
                    LayoutSize(width: .estimated(60), height: .fractionalHeight(1))
                )
                .alignment(.leading)
            }
        )
        .scrollDirection(.horizontal)
        .interSectionSpacing(12)
        .boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "layout-header").size(
                LayoutSize(width: .absolute(40), height: .fractionalHeight(1))
            )
            .alignment(.leading)
            BoundarySupplementaryItem(elementKind: "layout-footer").size(
                LayoutSize(width: .absolute(25), height: .fractionalHeight(1))
            )
            .alignment(.trailing)
        }
    }

    static var custom: Layout {
        Layout(
            section: Section {
                CustomGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(200)), name: "diagonal") { env in
                    let w = env.container.effectiveContentSize.width
                    return (0..<3).map { i in
                        CustomGroupItem(
                            frame: Rect(x: Double(i) * w / 4, y: Double(i) * 40, width: w / 3, height: 60),
                            zIndex: 3 - i)
                    }
                }
                .contentInsets(5)
            }
            .interGroupSpacing(5)
            .decorationItems { DecorationItem.background(elementKind: "background").contentInsets(2) })
    }

    static var rootEdges: Layout {
        Layout(sections: [
            Section {
                HGroup(LayoutSize(width: .fractionalWidth(0.6), height: .absolute(50))) { Item() }
                    .edgeSpacing(leading: .flexible(0), top: .fixed(7), trailing: .flexible(0), bottom: .fixed(3))
            }
            .interGroupSpacing(2),
            Section {
                HGroup(LayoutSize(width: .fractionalWidth(0.5), height: .absolute(40))) { Item() }
                    .edgeSpacing(leading: .fixed(12), top: .flexible(4))
            }
            .contentInsets(6),
        ])
    }

    static var provider: Layout {
        Layout(name: "growing") { index, env in
            let columns = index + 2
            return Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1 / Double(columns)))) {
                    Item().width(.fractionalWidth(1 / Double(columns))).contentInsets(1)
                }
            }
            .contentInsets(env.traits.horizontalSizeClass == .compact ? 4 : 12)
        }
        .interSectionSpacing(16)
    }
}
